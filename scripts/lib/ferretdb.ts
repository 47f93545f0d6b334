/**
 * A MongoDB wire-protocol server for the tests: FerretDB, built from the Go module proxy (the small
 * module in `scripts/mongo-test-server/` pins its version) into `.cache/ferretdb/<version>-<key>/`, so a
 * second run reuses the binary; started on a free loopback port with its SQLite data in a
 * temporary folder; stopped and its folder removed at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';

export const FERRETDB_VERSION = 'v1.24.2';
const root = fileURLToPath(new URL('../..', import.meta.url));
const moduleDir = path.join(root, 'scripts', 'mongo-test-server');
/** Keyed by FerretDB's version and our own small main: an edit of either builds again. */
const sourceKey = createHash('sha256')
  .update(['go.mod', 'go.sum', 'main.go'].map((file) => readFileSync(path.join(moduleDir, file), 'utf8')).join('\0'))
  .digest('hex')
  .slice(0, 12);
export const ferretdbBinary = path.join(root, '.cache', 'ferretdb', `${FERRETDB_VERSION}-${sourceKey}`, 'ferretdb');

/** Whether Go is on this machine (without it the MongoDB engine is not tested here). */
export function hasGo() {
  return spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;
}

/** Builds the binary once per version; returns the seconds the build took (0 when it was cached). */
export async function buildFerretDB(): Promise<number> {
  if (existsSync(ferretdbBinary)) return 0;
  const started = Date.now();
  await mkdir(path.dirname(ferretdbBinary), { recursive: true });
  const partial = `${ferretdbBinary}.${process.pid}.partial`;
  await new Promise<void>((resolve, reject) => {
    // Our own main on FerretDB's embeddable package (its cmd/ferretdb refuses to run when built
    // outside its repository: it wants a version file that only its release build writes).
    const child = spawn('go', ['build', '-o', partial, '.'], {
      cwd: moduleDir,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`go build de FerretDB ${FERRETDB_VERSION} falló (${code})`))));
  });
  // A rename is atomic: a parallel run sees either no binary or a whole one.
  await rename(partial, ferretdbBinary);
  return Math.round((Date.now() - started) / 1000);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

export interface RunningServer {
  uri: string;
  stop(): Promise<void>;
}

async function answersPing(uri: string) {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1_000, connectTimeoutMS: 1_000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Starts the built server on a free loopback port and waits until it answers `ping`. */
export async function startFerretDB(): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ferretdb-'));
  const port = await freePort();
  const child: ChildProcess = spawn(ferretdbBinary, ['-listen', `127.0.0.1:${port}`, '-data', dataDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const uri = `mongodb://127.0.0.1:${port}/`;
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (!(await answersPing(uri))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`FerretDB no respondió a ping en ${uri}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { uri, stop };
}
