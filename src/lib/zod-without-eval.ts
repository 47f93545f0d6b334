/**
 * Import this before any zod schema in browser code. The site's Content-Security-Policy forbids
 * eval, and zod probes `new Function` while it builds object schemas: the probe is caught, but the
 * browser still reports a CSP violation. Without JIT, zod parses with its interpreter.
 */
import { z } from 'zod';

z.config({ jitless: true });
