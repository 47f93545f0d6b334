/**
 * The one inline script of every page, run in the <head> before anything is painted. Astro hashes
 * injected `head-inline` scripts into each page's Content-Security-Policy, so it needs no
 * 'unsafe-inline'. It does two small things that cannot wait for the islands:
 *
 * 1. The session hint. The readable `tienda_sesion=1` cookie (see functions/http/session.ts) says a
 *    session may exist; `<html data-session-hint>` lets the header show a neutral placeholder
 *    instead of "Iniciar sesión" until the session island knows the user.
 * 2. Early taps. A click on a `[data-replay-tap]` button whose island has not hydrated yet (Astro
 *    keeps the `ssr` attribute on `<astro-island>` until then) is held, the button is marked
 *    `data-tapped` (styled as waiting), and the click is dispatched again once the island hydrates.
 *    React hydrates the island at once to handle it. One tap per button is kept.
 *
 * Written by hand in old, plain JavaScript: it runs as it is, not through the bundler.
 */
import type { AstroIntegration } from 'astro';

const SESSION_HINT = String.raw`/(?:^|;\s*)tienda_sesion=1(?:;|$)/`;

export const firstPaintScript = [
  '(function(d){',
  `if(${SESSION_HINT}.test(d.cookie))d.documentElement.setAttribute('data-session-hint','');`,
  "d.addEventListener('click',function(e){",
  "var b=e.target.closest&&e.target.closest('[data-replay-tap]'),i=b&&b.closest('astro-island[ssr]');",
  'if(!i)return;',
  'e.preventDefault();e.stopImmediatePropagation();',
  "if(b.hasAttribute('data-tapped'))return;",
  "b.setAttribute('data-tapped','');",
  "i.addEventListener('astro:hydrate',function(){b.removeAttribute('data-tapped');if(b.isConnected)b.click()},{once:true})",
  '},true)',
  '})(document)',
].join('');

/** Puts the script in the <head> of every page. */
export function firstPaint(): AstroIntegration {
  return {
    name: 'tienda-first-paint',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('head-inline', firstPaintScript),
    },
  };
}
