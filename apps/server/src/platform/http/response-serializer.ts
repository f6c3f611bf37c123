import fastJson from 'fast-json-stringify';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

/** Writes one route's answer as JSON text. */
export type Serialize = (value: unknown) => string;

type JsonSchema = Parameters<typeof fastJson>[0];

/**
 * The schema without `additionalProperties: false`. The compiled serializer writes only the
 * properties a schema names anyway; where it must choose a branch of a union it validates the
 * value against each branch, and a handler's extra field must not make every branch fail.
 */
function relax(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relax);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === 'additionalProperties' && v === false) continue;
    out[k] = relax(v);
  }
  return out;
}

/** The contract's answer schema as the JSON Schema the compiled serializer is built from. */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  return relax(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })) as JsonSchema;
}

/**
 * A route's compiled serializer, generated from the contract's answer schema the first time the
 * route answers (compiling all of them would add seconds to every start). It writes only the
 * fields the contract names, without parsing the answer with zod on every request.
 */
export function responseSerializer(schema: z.ZodType): Serialize {
  let compiled: Serialize | undefined;
  return (value) => {
    compiled ??= fastJson(answerJsonSchema(schema)) as Serialize;
    return compiled(value);
  };
}

/**
 * Under test, every answer is also parsed with the contract's zod schema, and the compiled
 * serializer must write exactly what that parse gives: a schema the two read differently fails
 * the test that reached it instead of reaching a subscriber.
 */
export function checkAnswer(schema: z.ZodType, serialize: Serialize, value: unknown): void {
  const checked = schema.parse(value);
  const expected: unknown = JSON.parse(JSON.stringify(checked) ?? 'null');
  const written: unknown = JSON.parse(serialize(value));
  if (!isDeepStrictEqual(written, expected)) {
    throw new Error(
      `The compiled serializer wrote ${JSON.stringify(written)} where the contract's schema gives ${JSON.stringify(expected)}`,
    );
  }
}
