/** The part of nedb's document model the embedded engine reuses (nedb ships no types for it). */
declare module '@seald-io/nedb/lib/model.js' {
  const model: {
    match(doc: unknown, query: unknown): boolean;
    getDotValue(doc: unknown, field: string): unknown;
    compareThings(a: unknown, b: unknown, compareStrings?: (a: string, b: string) => number): number;
  };
  export default model;
}
