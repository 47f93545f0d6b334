/**
 * Runs `npm start` (scripts/serve.ts) on a data dir and a build folder of the benchmark's own, on a
 * free port, with the bare endpoint switched on; stops it by killing its process group.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { spawnGroup, stopGroup } from './cleanup.ts';

export interface RunningServer {
  origin: string;
  /** CPU time the server process has used so far, in ms; null where /proc is not there. */
  cpuMs(): number | null;
  stop(): Promise<void>;
}

/** Linux counts a process's CPU time in clock ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 14th
    // field of the line, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** This environment for a process of the shop: embedded store, no outside services. */
export function embeddedEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The benchmark measures the embedded default; a shell's production settings must not leak in.
  for (const name of ['MONGODB_URI', 'NODE_ENV', 'NETLIFY', 'SITE_URL', 'URL', 'BUILD_HOOK_URL', 'CLOUDINARY_URL', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'SMTP_URL', 'SHOP_NOTIFY_EMAIL']) {
    delete env[name];
  }
  return { ...env, ...extra };
}

/** The environment of the shop under test, with the bare endpoint on. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return embeddedEnv({ ASTRO_TELEMETRY_DISABLED: '1', BENCH_BARE_ENDPOINT: '1', ...extra });
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${output()}`);
}

export async function startServer(options: {
  root: string;
  dataDir: string;
  distDir: string;
  timeoutMs?: number;
  /** More of the server's environment (BENCH_STORE=mongodb: MONGODB_URI and MONGODB_DB). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const host = '127.0.0.1';
  const origin = `http://${host}:${port}`;
  const child = spawnGroup(process.execPath, [path.join(options.root, 'scripts', 'serve.ts')], {
    cwd: options.root,
    env: serverEnv({ DATA_DIR: options.dataDir, DIST_DIR: options.distDir, PORT: String(port), HOST: host, ...options.env }),
    // One JSON line per request would cost the benchmark a pipe; the errors are kept.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-8_000);
  });
  try {
    await waitForHealth(origin, child, () => errors, options.timeoutMs ?? 600_000);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  return {
    origin,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      await stopGroup(child);
    },
  };
}

/** Signs in on a running shop and gives back the session cookie (`token=…`). */
export async function sessionCookie(origin: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${origin}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(credentials),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.includes('token='));
  if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}
