import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Stands in for a caller's value while the query is built the first time. */
class Placeholder {
  constructor(readonly index: number) {}
}

/** A value bound to one `?`: what a kept text can take. Arrays (an `in` list) change the text. */
type Scalar = string | number | bigint | boolean | null;

/** The kept text, and where each of its parameters comes from: an argument's index, or -1 for a constant. */
interface Kept<R> {
  query: CompiledQuery<R>;
  slots: number[];
}

/**
 * A query whose shape never changes, on a path many requests take (the session, the caller, the
 * bill's summary): built and compiled once per database, then run with each call's values.
 * Building a query (parsing its column references, freezing every node) cost more than the
 * database took to answer it.
 *
 * `build` is called once with placeholders for its values and must pass each of them to the
 * query as it is, as a parameter, without looking at it: no branch on a value, no value folded
 * into the text. Constants in the query (a status, a limit) stay as they were built. A build that
 * leaves out a placeholder is noticed on that first call, and is then built afresh on every call,
 * as any other query.
 */
export function builtOnce<A extends Scalar[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  // Keyed by the dialect's adapter: a database and its transactions share one, and the text
  // depends on nothing else.
  const kept = new WeakMap<object, Kept<R> | null>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let k = kept.get(adapter);
    if (k === undefined) {
      const placeholders = args.map((_, i) => new Placeholder(i)) as unknown as A;
      const query = build(db, ...placeholders).compile();
      const slots = query.parameters.map((p) => (p instanceof Placeholder ? p.index : -1));
      k = new Set(slots.filter((s) => s >= 0)).size === args.length ? { query, slots } : null;
      kept.set(adapter, k);
    }
    const compiled = k
      ? { ...k.query, parameters: k.slots.map((s, i) => (s >= 0 ? args[s] : k.query.parameters[i])) }
      : build(db, ...args).compile();
    return (await db.executeQuery(compiled)).rows;
  };
}
