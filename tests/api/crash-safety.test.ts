/**
 * Crash safety of the embedded engine: the server is killed (SIGKILL) in the middle of a burst of
 * writes; after a restart every write it had acknowledged is there and the store opens cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../../functions/store/embedded.ts';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
let dataDir = '';

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'tests/fixtures/api-server.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('el servidor no arrancó')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listo')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`el servidor terminó con código ${code}`)));
  });
  return child;
}

describe('embedded store under a crash', () => {
  it('keeps every acknowledged write after the server is killed mid-burst', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'crash-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port);

    const signin = await fetch(`${base}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@tienda.local', password: 'admin12345' }),
    });
    const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^token=/);

    const acknowledged: string[] = [];
    let killed = false;
    const write = async (index: number) => {
      const name = `Categoría de carga ${index}`;
      try {
        const response = await fetch(`${base}/api/categories`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, origin: base },
          body: JSON.stringify({ name }),
        });
        if (response.status === 201) acknowledged.push(name);
      } catch {
        // The connection died with the server: this write was never acknowledged.
      }
      if (!killed && acknowledged.length >= 40) {
        killed = true;
        server.kill('SIGKILL');
      }
    };
    // Ten writers at a time until the server dies.
    for (let batch = 0; batch < 40 && !killed; batch++) {
      await Promise.all(Array.from({ length: 10 }, (_, offset) => write(batch * 10 + offset)));
    }
    expect(killed).toBe(true);
    if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');

    const store = await openEmbeddedStore(dataDir);
    const names = new Set((await store.collection('categories').find({})).map((category) => category.name));
    for (const name of acknowledged) expect(names.has(name), name).toBe(true);
    await store.close();

    // The real server starts again on the same files and answers.
    const again = await startServer(port);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    again.kill('SIGKILL');
  });
});
