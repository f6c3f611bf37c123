import fc from 'fast-check';
import type { CallInput, Field, FieldSchema } from './contract-routes.ts';

// Hostile input, derived from each route's JSON Schema: for every field the values a careless
// parser, a string-built query or a prototype merge would trip over, mixed with near-valid ones.

/** Strings aimed at SQL, HTML, template, path and header handling. */
export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "1' UNION SELECT password_hash FROM users --",
  "jsmith'--",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  'jsmith\u0000',
  '\\',
  '%27%20OR%201%3D1',
  '{"$gt":""}',
  '\r\nSet-Cookie: coax_sid=stolen',
  '__proto__',
  'constructor',
];

/** Strings that a loose number parser would read as a number, or as something worse. */
export const NUMERIC_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '0',
  '-0',
  '0x1F',
  '1_000',
  '1.5',
  ' 7 ',
  '٣',
  '１２',
  '9'.repeat(400),
];

/** Characters that break length checks, rendering and normalisation. */
const UNICODE = [
  '\uD800',
  'e\u0301',
  '\u202Ejsmith',
  '\uFEFF',
  'ǅ',
  'ﬃ',
  '🙂'.repeat(1000),
  'ß'.repeat(70),
  '\u0000'.repeat(10),
];

/** Longer than any limit; 100k characters is past the 64 KiB body limit, 60k just under it. */
const HUGE = ['x'.repeat(100_000), 'y'.repeat(60_000), '🙂'.repeat(20_000)];

/** Keys that pollute Object.prototype when a server merges input into an object. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** An object whose keys, __proto__ included, are its own enumerable properties, so JSON.stringify writes them. */
export function ownKeys(entries: Array<[string, unknown]>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) {
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return o;
}

/** Bodies that try to set a property on every object in the server. */
export const POLLUTERS = [
  ownKeys([['__proto__', { polluted: 'yes', isAgent: true, role: 'csr', bp: 1 }]]),
  ownKeys([['constructor', { prototype: { polluted: 'yes' } }]]),
  ownKeys([
    ['id', 'jsmith'],
    ['__proto__', { polluted: 'yes' }],
  ]),
];

export function nested(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

const hostileString = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...NUMERIC_STRINGS, ...UNICODE, ...HUGE, '', ' ', '\t\n'),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 1e-300, 2 ** 31, 2 ** 53 + 2, 2 ** 63, -(2 ** 63)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [''], ['a', 'b'], nested(50)),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Near the edges of what the schema allows: one past each limit, and just inside it. */
function boundaries(s: FieldSchema): unknown[] {
  const out: unknown[] = [];
  if (s.maxLength !== undefined) {
    out.push('z'.repeat(s.maxLength), 'z'.repeat(s.maxLength + 1), ` ${'z'.repeat(s.maxLength)} `);
  }
  if (s.minLength !== undefined) {
    out.push('z'.repeat(Math.max(s.minLength - 1, 0)), ' '.repeat(s.minLength + 1));
  }
  if (s.minimum !== undefined) out.push(s.minimum - 1, s.minimum, s.minimum - 0.5);
  if (s.maximum !== undefined) out.push(s.maximum + 1, s.maximum, s.maximum + 0.5);
  for (const e of s.enum ?? []) out.push(e, `${String(e)} `, String(e).toUpperCase());
  return out;
}

/** Any hostile value for one JSON field: of its own type but malformed, of another type, or at its limits. */
export function hostileValue(s: FieldSchema): fc.Arbitrary<unknown> {
  const edges = boundaries(s);
  return fc.oneof(
    { arbitrary: hostileString, weight: 3 },
    { arbitrary: hostileNumber, weight: 2 },
    { arbitrary: wrongType, weight: 2 },
    ...(edges.length > 0 ? [{ arbitrary: fc.constantFrom(...edges), weight: 2 }] : []),
  );
}

/** A value of the right JSON type whose content is hostile, so the call gets past type checks to the handler and its SQL. */
function wellTyped(s: FieldSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'boolean') return fc.boolean();
  if (type === 'integer' || type === 'number') {
    return fc.integer({ min: s.minimum ?? -(2 ** 31), max: s.maximum ?? 2 ** 31 });
  }
  const fits = (v: string) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
  const short = [...INJECTIONS, ...NUMERIC_STRINGS, ...UNICODE].filter(fits);
  return fc.oneof(
    ...(short.length > 0 ? [fc.constantFrom(...short)] : []),
    fc.string({ unit: 'grapheme', minLength: s.minLength ?? 0, maxLength: s.maxLength ?? 200 }),
  );
}

/** A query-string value: every query value is text, so types go wrong as repeats, numbers and junk. */
function hostileQueryValue(s: FieldSchema): fc.Arbitrary<string> {
  const edges = boundaries(s).map(String);
  return fc.oneof(
    hostileString,
    fc.constantFrom(...NUMERIC_STRINGS),
    ...(edges.length > 0 ? [fc.constantFrom(...edges)] : []),
  );
}

/** A JSON body: the fields mangled or missing, extra and prototype keys, or no object at all. */
export function hostileBody(fields: Field[]): fc.Arbitrary<unknown> {
  const ours = fields.filter((f) => f.where === 'body');
  const entry = fc.oneof(
    ...ours.map((f) => fc.tuple(fc.constant(f.name), hostileValue(f.schema))),
    fc.tuple(fc.oneof(fc.constantFrom(...PROTO_KEYS, '$where', ''), fc.string({ maxLength: 20 })), wrongType),
  );
  const mangled = fc.array(entry, { maxLength: ours.length + 2 }).map(ownKeys);
  const typed = fc
    .tuple(...ours.map((f) => wellTyped(f.schema)))
    .map((vs) => ownKeys(ours.map((f, i) => [f.name, vs[i]])));
  return fc.oneof(
    { arbitrary: mangled, weight: 4 },
    { arbitrary: typed, weight: 3 },
    { arbitrary: fc.constantFrom<unknown>(...POLLUTERS), weight: 1 },
    { arbitrary: fc.oneof(wrongType, hostileString, hostileNumber), weight: 2 },
  );
}

/** Query pairs: the route's own keys with hostile values, repeated keys, and keys it never asked for. */
export function hostileQuery(fields: Field[]): fc.Arbitrary<Array<[string, string]>> {
  const ours = fields.filter((f) => f.where === 'query');
  const pair = fc.oneof(
    ...ours.map((f) => fc.tuple(fc.constant(f.name), hostileQueryValue(f.schema))),
    fc.tuple(
      fc.oneof(fc.constantFrom(...PROTO_KEYS, 'a[b]', 'a.b'), fc.string({ maxLength: 20 })),
      hostileString,
    ),
  );
  return fc.array(pair, { maxLength: ours.length + 3 });
}

/** Hostile path parameters, for routes that have them. */
export function hostileParams(fields: Field[]): fc.Arbitrary<Record<string, string>> {
  const ours = fields.filter((f) => f.where === 'params');
  return fc.record(Object.fromEntries(ours.map((f) => [f.name, hostileQueryValue(f.schema)])));
}

/** One whole hostile call for a route: a body for writes, a query and path parameters for all. */
export function hostileInput(method: string, fields: Field[]): fc.Arbitrary<CallInput> {
  return fc.record({
    body: method === 'GET' ? fc.constant(undefined) : hostileBody(fields),
    query: hostileQuery(fields),
    params: hostileParams(fields),
  });
}
