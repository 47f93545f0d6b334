/**
 * The API's answers as the compiler sees them, read from the route handlers themselves: each
 * group's Hono app (functions/routes/groups.ts) carries, in its type, what every route answers
 * with `c.json(…)`, already as the JSON the browser parses (dates as strings). Types only: nothing
 * of the server reaches a bundle. core.ts's `apiRequest` names a route by its key
 * (`'POST /addtocart'`, as groups.ts lists it), so a changed `data` fails the typecheck in the
 * code that reads it.
 */
import type { ExtractSchema } from 'hono/types';
import type { routeGroups } from '../../../functions/routes/groups.ts';

type Groups = typeof routeGroups;
type UnionToIntersection<U> = (U extends unknown ? (from: U) => void : never) extends (from: infer I) => void ? I : never;

/** Every route of every group: `schema[path][$method].output` is what the handler answers. */
type Schema = UnionToIntersection<{ [G in keyof Groups]: ExtractSchema<Awaited<ReturnType<Groups[G]['load']>>> }[keyof Groups]>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `METHOD /path` of each route the app serves, as routes/groups.ts lists it. */
export type ApiRoute = {
  [P in keyof Schema & string]: { [M in Method]: `$${Lowercase<M>}` extends keyof Schema[P] ? `${M} ${P}` : never }[Method];
}[keyof Schema & string];

export type MethodOf<K extends ApiRoute> = K extends `${infer M extends Method} /${string}` ? M : never;

/** The address the client writes for the route: no leading slash, each `:param` any text. */
type Filled<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${Filled<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;
export type PathOf<K extends ApiRoute> = K extends `${Method} /${infer P}` ? Filled<P> : never;

type Entry<K extends ApiRoute> = K extends `${infer M extends Method} ${infer P extends keyof Schema}`
  ? Schema[P][`$${Lowercase<M>}` & keyof Schema[P]]
  : never;

/**
 * A value as `JSON.parse` gives it back: an optional field is absent, never `undefined` (Hono's
 * `JSONParsed` writes `field?: T | undefined`, which `exactOptionalPropertyTypes` keeps apart).
 */
type Parsed<T> = T extends readonly (infer E)[] ? Parsed<E>[] : T extends object ? { [P in keyof T]: Parsed<Exclude<T[P], undefined>> } : T;

/** Every body the route answers as JSON (a refusal is thrown, and the app answers it alike for all). */
export type ApiOutput<K extends ApiRoute> = Entry<K> extends { output: infer O } ? Parsed<O> : never;

/** The `data` of an envelope: optional where the route may give none, undefined where it never does. */
export type DataOf<O> = O extends unknown
  ? 'data' extends keyof O
    ? O extends { data: infer D }
      ? D
      : O extends { data?: infer D }
        ? D | undefined
        : never
    : undefined
  : never;

/** The `meta` of an envelope, where a list is paged. */
export type MetaOf<O> = O extends { meta: infer M } ? M : undefined;

/** The `data` the route `K` answers. */
export type ApiData<K extends ApiRoute> = DataOf<ApiOutput<K>>;

/**
 * The answers of `K` that match `Shape` (`Matching`) or do not (`Other`), where a route answers in
 * more than one way: a compile error, never a silent `never`, when the route no longer has such an answer.
 */
export type Matching<K extends ApiRoute, Shape> = [Extract<ApiOutput<K>, Shape>] extends [never]
  ? `${K} has no such answer`
  : Extract<ApiOutput<K>, Shape>;
export type Other<K extends ApiRoute, Shape> = [Exclude<ApiOutput<K>, Shape>] extends [never]
  ? `${K} has no such answer`
  : Exclude<ApiOutput<K>, Shape>;
