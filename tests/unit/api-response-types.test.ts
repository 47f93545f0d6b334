/**
 * The browser's client takes each answer's type from the route that gives it (src/lib/api/routes.ts),
 * so a route that changes its `data` breaks the typecheck where the browser reads it. This test runs
 * the TypeScript compiler on the real files, as `npm run typecheck` does, with one file changed in
 * memory at a time:
 *
 * - as they are, the cart's store compiles without an error;
 * - the cart-count route answering a bare number instead of `{ count }` makes the store's
 *   `.data.count` an error;
 * - a client module whose address no longer fits the route it names is an error in that module.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CART_ROUTES = path.join(ROOT, 'functions/routes/catalogue/cart.ts');
const CART_CLIENT = path.join(ROOT, 'src/lib/api/cart.ts');
const CART_STORE = path.join(ROOT, 'src/stores/cart-server.ts');

const options = (() => {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  return { ...config.options, noEmit: true };
})();

let previous: ts.Program | undefined;

/** The compiler's errors in `file` (line and message), with `changed` files read from memory instead of the disk. */
function errorsIn(file: string, changed: Record<string, string> = {}): string[] {
  const host = ts.createCompilerHost(options);
  const fromDisk = host.getSourceFile.bind(host);
  host.getSourceFile = (name, languageVersion, ...rest) => {
    const text = changed[path.resolve(name)];
    return text === undefined ? fromDisk(name, languageVersion, ...rest) : ts.createSourceFile(name, text, languageVersion, true);
  };
  const program = ts.createProgram({ rootNames: [file], options, host, ...(previous ? { oldProgram: previous } : {}) });
  previous = program;
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in the program`);
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
    const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return `${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

/** `text` with `from` replaced by `to`; fails when `from` is not there, so the change cannot silently miss. */
function changedText(file: string, from: string, to: string): string {
  const text = ts.sys.readFile(file) ?? '';
  expect(text, `${path.relative(ROOT, file)} holds the text the test changes`).toContain(from);
  return text.replace(from, to);
}

describe('the answer types the browser reads', () => {
  it('compile as they are', () => {
    expect(errorsIn(CART_STORE)).toEqual([]);
  }, 180_000);

  it('fail the typecheck where the browser reads a changed `data`', () => {
    const routes = changedText(
      CART_ROUTES,
      ".get('/countAddToCartProduct', async (c) => ok(c, { count: await cartCount(c.get('deps').store, currentUser(c)._id) }))",
      ".get('/countAddToCartProduct', async (c) => ok(c, await cartCount(c.get('deps').store, currentUser(c)._id)))",
    );
    const errors = errorsIn(CART_STORE, { [CART_ROUTES]: routes });
    const reader =
      (ts.sys.readFile(CART_STORE) ?? '').split('\n').findIndex((line) => line.includes('(await getCartCount()).data.count')) + 1;
    expect(reader).toBeGreaterThan(0);
    expect(errors).toEqual([`${reader}: Property 'count' does not exist on type 'number'.`]);
  }, 180_000);

  it('fail the typecheck in a client module whose address leaves the route it names', () => {
    const client = changedText(
      CART_CLIENT,
      "apiRequest<'GET /countAddToCartProduct'>('GET', 'countAddToCartProduct')",
      "apiRequest<'GET /countAddToCartProduct'>('GET', 'countAddToCart')",
    );
    const errors = errorsIn(CART_CLIENT, { [CART_CLIENT]: client });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`Argument of type '"countAddToCart"' is not assignable to parameter of type '"countAddToCartProduct"'`);
  }, 180_000);
});
