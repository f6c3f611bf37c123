import { z } from 'zod';
import { errorResponse, type RouteDef } from '@coax/contract';
import { SchemaComponents, type JsonSchema } from './openapi-schemas.ts';

/** `:id` becomes `{id}`. */
const openApiPath = (p: string) => p.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(def: RouteDef, components: SchemaComponents) {
  const out: Array<Record<string, unknown>> = [];
  for (const [where, schema] of [
    ['query', def.query],
    ['path', def.params],
  ] as const) {
    if (!schema) continue;
    const js = components.add(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
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

/** The names of the fields of an object schema (a body or a query), or none. */
function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object };
  return Object.keys(js.properties ?? {});
}

/** A field that names one thing the caller must have (a method, a box, a title): absent, it is 404. */
const NAMES_A_THING = /(^id$|Id$|^accountNumber$)/;

/**
 * Routes that answer 404 with nothing in the path or the input naming a thing: the caller's own
 * record is missing (billing.not-found), or there is no move, autopay or account to act on.
 */
const NOT_FOUND_ALSO: ReadonlySet<string> = new Set([
  'GET /api/billing/summary',
  'GET /api/billing/transfer',
  'POST /api/billing/transfer',
  'PUT /api/billing/autopay',
  'DELETE /api/billing/autopay',
  'POST /api/billing/autopay/remove',
]);

/** Routes whose `id` field is not looked up as a thing: an unknown user id signs in as nobody (401). */
const NOT_FOUND_NEVER: ReadonlySet<string> = new Set([
  'POST /api/session/login',
  'POST /api/session/logout-all',
  'GET /api/csr/audit',
  'PUT /api/alerts/admin',
]);

/** Whether the route can answer 404 with a reason: it looks a thing up by a name the caller gives. */
export function answersNotFound(def: RouteDef): boolean {
  const key = `${def.method} ${def.path}`;
  if (def.params) return true;
  if (NOT_FOUND_ALSO.has(key)) return true;
  if (NOT_FOUND_NEVER.has(key)) return false;
  return [...fieldNames(def.body), ...fieldNames(def.query)].some((n) => NAMES_A_THING.test(n));
}

/** Fastify's own answer when the request's headers exceed the server's limit (before any route runs). */
const HEADERS_TOO_LARGE: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', const: 'Request Header Fields Too Large' },
    message: { type: 'string' },
    statusCode: { type: 'integer', const: 431 },
  },
  required: ['error', 'message', 'statusCode'],
};

/** `GET /api/billing/payments/:id` -> `get_api_billing_payments_id`. */
const operationId = (def: RouteDef) =>
  `${def.method.toLowerCase()}_${def.path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_')}`.replace(
    /_+$/,
    '',
  );

/** The OpenAPI 3.1 document, generated from the contract's route definitions. */
export function buildOpenApi(routes: readonly RouteDef[], info: { title: string; version: string }) {
  const components = new SchemaComponents();
  const paths: Record<string, Record<string, unknown>> = {};
  const error = {
    description: 'Error: `{ error: { code, reason, message, issues? } }`, the reason a stable id',
    content: { 'application/json': { schema: components.add(errorResponse, 'output') } },
  };
  const notFound = { ...error, description: 'Not found among the caller’s own (the reason says what)' };
  const tooLarge = {
    description: 'The request’s headers are larger than the server accepts',
    content: { 'application/json': { schema: HEADERS_TOO_LARGE } },
  };
  for (const def of routes) {
    const path = openApiPath(def.path);
    const op: Record<string, unknown> = {
      operationId: operationId(def),
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
      parameters: parameters(def, components),
      responses: {
        [String(def.status ?? 200)]: {
          description: 'Success',
          content: def.binary
            ? {
                [def.binary.contentType]: {
                  schema: { type: 'string', contentMediaType: def.binary.contentType },
                },
              }
            : { 'application/json': { schema: components.add(def.response, 'output') } },
        },
        '400': error,
        ...(def.access === 'public' ? {} : { '401': error, '403': error }),
        ...(answersNotFound(def) ? { '404': notFound } : {}),
        ...(def.idempotent ? { '409': error } : {}),
        '431': tooLarge,
        '500': error,
      },
    };
    if (def.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: components.add(def.body, 'input') } },
      };
    }
    paths[path] = { ...(paths[path] ?? {}), [def.method.toLowerCase()]: op };
  }
  return { openapi: '3.1.0', info, paths, components: { schemas: components.schemas } };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>;
