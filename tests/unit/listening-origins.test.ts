/** The origins a local server is reached at come from the host and port it listens on, never from a request. */
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { listeningOriginsOf, loadConfig, withListeningOrigins } from '../../functions/config.ts';

const loopback = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];

describe('listeningOriginsOf', () => {
  it('gives every loopback name for a loopback host', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]', 'LOCALHOST'])
      expect(listeningOriginsOf(host, 4360)).toEqual(loopback(4360));
  });

  it('gives the named host only, with IPv6 in brackets and the default port left out', () => {
    expect(listeningOriginsOf('tienda.lan', 8080)).toEqual(['http://tienda.lan:8080']);
    expect(listeningOriginsOf('fd00::5', 4321)).toEqual(['http://[fd00::5]:4321']);
    expect(listeningOriginsOf('tienda.lan', 80)).toEqual(['http://tienda.lan']);
  });

  it('gives the loopback names and the machine addresses for a wildcard host', () => {
    const origins = listeningOriginsOf('0.0.0.0', 4321);
    for (const origin of loopback(4321)) expect(origins).toContain(origin);
    const someAddress = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4');
    if (someAddress) expect(origins).toContain(`http://${someAddress.address}:4321`);
  });

  it('is empty until a server says where it listens, and set by withListeningOrigins', () => {
    const config = loadConfig({ DATA_DIR: '.data-test-unused', JWT_SECRET: 'x'.repeat(40) });
    expect(config.listeningOrigins).toEqual([]);
    expect(withListeningOrigins(config, 'localhost', 4361).listeningOrigins).toEqual(loopback(4361));
  });
});
