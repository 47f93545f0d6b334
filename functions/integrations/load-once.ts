/**
 * An outside library's client, made on first use and kept: a request that never needs the library
 * never loads it (the client's `import()` runs inside `create`). A failed attempt is forgotten, so
 * the next call tries again.
 */
export function loadOnce<T>(create: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= create().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}
