/**
 * Everything the benchmark starts or creates is registered here and undone on the way out, also
 * when a step throws or the run is interrupted: child process groups are killed, temporary
 * folders removed.
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const groups = new Set<number>();
const folders = new Set<string>();

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts a command as the leader of its own process group, registered for cleanup. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const { pid } = child;
  if (pid === undefined) {
    child.once('error', () => undefined); // reported by the throw below
    throw new Error(`could not start ${command}`);
  }
  groups.add(pid);
  return child;
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once the group is gone. */
export async function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  const { pid } = child;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
  while (groupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
  groups.delete(pid);
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `tienda-bench-${prefix}-`));
  folders.add(dir);
  return dir;
}

/**
 * A temporary folder inside the project (`dist-bench-*`, ignored): a site build goes there, because
 * the server half of a build resolves its packages from the project's node_modules.
 */
export function projectTempDir(root: string, prefix: string): string {
  const dir = mkdtempSync(path.join(root, `dist-bench-${prefix}-`));
  folders.add(dir);
  return dir;
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  folders.delete(dir);
}

/** Synchronous, so it also runs from process 'exit'. */
export function cleanupNow() {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
  groups.clear();
  for (const dir of folders) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // Best effort on the way out.
    }
  }
  folders.clear();
}

let installed = false;
export function installCleanupHandlers() {
  if (installed) return;
  installed = true;
  process.on('exit', cleanupNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping child processes and removing temporary folders…`);
      cleanupNow();
      process.exit(130);
    });
  }
}
