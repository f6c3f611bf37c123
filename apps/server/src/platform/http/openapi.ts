import { z } from 'zod';
import { errorResponse, type RouteDef } from '@coax/contract';

type JsonSchema = Record<string, unknown>;

const toSchema = (s: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;

/** `:id` becomes `{id}`. */
const openApiPath = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(def: RouteDef) {
  const out: Array<Record<string, unknown>> = [];
  for (const [where, schema] of [
    ['query', def.query],
    ['path', def.params],
  ] as const) {
    if (!schema) continue;
    const js = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, prop] of Object.entries(js.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (js.required ?? []).includes(name),
        schema: prop,
      });
    }
  }
  if (def.idempotent) {
    out.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'A new random value per payment submitted, sent again unchanged on a retry of the same submit.',
      schema: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]{8,128}$' },
    });
  }
  return out;
}

const ACCESS_TEXT: Record<RouteDef['access'], string> = {
  public: 'Anyone.',
  user: 'A signed-in session.',
  billpay: 'A signed-in subscriber with bill pay (p.bp = 1), or an agent acting for one.',
  csr: 'A customer-service agent.',
};

/** The OpenAPI 3 document, generated from the contract's route definitions. */
export function buildOpenApi(routes: readonly RouteDef[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const error = {
    description: 'Error',
    content: { 'application/json': { schema: toSchema(errorResponse, 'output') } },
  };
  for (const def of routes) {
    const path = openApiPath(def.path);
    const op: Record<string, unknown> = {
      summary: def.summary,
      tags: [def.area],
      description: [
        `Access: ${ACCESS_TEXT[def.access]}`,
        def.mutates ? 'Needs the x-csrf-token header (the coax_csrf cookie value).' : '',
        def.recentAuth ? 'Needs a recent sign-in; otherwise 401 REAUTH_REQUIRED.' : '',
        def.idempotent
          ? 'Idempotent: a repeat with the same Idempotency-Key returns the first answer; another request with that key gets 409 IDEMPOTENCY_CONFLICT, and a repeat while the first runs 409 IDEMPOTENCY_IN_PROGRESS.'
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      'x-access': def.access,
      parameters: parameters(def),
      responses: {
        [String(def.status ?? 200)]: {
          description: 'Success',
          content: def.binary
            ? { [def.binary.contentType]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: toSchema(def.response, 'output') } },
        },
        '400': error,
        ...(def.access === 'public' ? {} : { '401': error, '403': error }),
        ...(def.idempotent ? { '409': error } : {}),
        '500': error,
      },
    };
    if (def.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(def.body, 'input') } },
      };
    }
    paths[path] = { ...(paths[path] ?? {}), [def.method.toLowerCase()]: op };
  }
  return { openapi: '3.0.3', info, paths };
}
