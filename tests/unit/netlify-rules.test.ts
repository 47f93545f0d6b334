import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRedirect, headersFor, readNetlifyRules } from '../../scripts/lib/netlify-rules.ts';

const rules = readNetlifyRules(path.resolve(import.meta.dirname, '../../netlify.toml'));

describe('netlify.toml rules', () => {
  it('redirects the capitalised spec routes', () => {
    expect(findRedirect(rules.redirects, '/Servicios', false)).toEqual({ location: '/servicios', status: 301 });
    expect(findRedirect(rules.redirects, '/Reservar', false)).toEqual({ location: '/reservar', status: 301 });
  });

  it('sends /profile to the one profile page, /perfil', () => {
    expect(findRedirect(rules.redirects, '/profile', false)).toEqual({ location: '/perfil', status: 301 });
    expect(findRedirect(rules.redirects, '/profile/', false)).toEqual({ location: '/perfil', status: 301 });
    expect(findRedirect(rules.redirects, '/perfil', true)).toBeNull();
  });

  it('matches case-sensitively and lets an existing file shadow an unforced rule', () => {
    expect(findRedirect(rules.redirects, '/servicios', true)).toBeNull();
    expect(findRedirect(rules.redirects, '/Servicios', true)).toBeNull();
  });

  it('applies splats', () => {
    const splat = [{ from: '/viejo/*', to: '/nuevo/:splat', status: 301, force: true }];
    expect(findRedirect(splat, '/viejo/a/b', true)).toEqual({ location: '/nuevo/a/b', status: 301 });
    expect(findRedirect(splat, '/otro', false)).toBeNull();
  });

  it('declares the security headers for every page and long caching for hashed assets', () => {
    const page = headersFor(rules.headers, '/productos');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headersFor(rules.headers, '/_astro/app.123.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules.headers, '/productos')['Cache-Control']).toBeUndefined();
  });
});
