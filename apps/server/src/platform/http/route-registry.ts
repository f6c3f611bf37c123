import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  cacheControlOf,
  VISITOR_CACHE_CONTROL,
  issueReason,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '@coax/contract';
import type { z } from 'zod';
import { errors, issue } from '../errors.ts';
import type { Caller } from './caller.ts';
import type { RequestAuth } from './context.ts';
import { keptBytes, sendKept } from './kept-answers.ts';
import { PublicAnswerCache } from './public-cache.ts';
import { checkAnswer, responseSerializer } from './response-serializer.ts';

export type { Caller } from './caller.ts';

export interface HandlerContext<D extends RouteDef> {
  input: RouteInput<D>;
  /** who is calling, as the access guard resolved it; null on a public route without a session */
  caller: Caller | null;
  /** resolves the caller again, after the handler changed the session (sign-in, acting for) */
  reloadCaller(): Promise<Caller | null>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<D extends RouteDef> = (ctx: HandlerContext<D>) => Promise<RouteOutput<D>>;

/** Access rules, decided by the session module: who is calling, and may they call this route. */
export interface Guard {
  /** the caller the request's session names, or null */
  resolve(auth: RequestAuth): Promise<Caller | null>;
  /** throws when the caller may not call the route */
  check(def: RouteDef, auth: RequestAuth, caller: Caller | null): void;
}

const isEmptyObject = (v: unknown) => typeof v === 'object' && v !== null && Object.keys(v).length === 0;

/**
 * Control characters other than tab and line breaks have no place in any field; PostgreSQL
 * refuses NUL outright. Refused once here rather than in every schema.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
function findControl(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const hit = CONTROL.test(k) ? `${path}.${k}` : findControl(v, `${path}.${k}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/** Control characters anywhere in the request are refused before any field's own rule speaks. */
function refuseControl(value: unknown, where: string): void {
  const bad = findControl(value, where);
  if (bad) {
    throw errors.badRequest('input.control-characters', `${bad}: Text may not contain control characters.`, [
      issue(bad, 'input.control-characters', 'Text may not contain control characters.'),
    ]);
  }
}

function parseOrThrow(schema: z.ZodType | undefined, value: unknown, where: string, area: string): unknown {
  if (!schema) return undefined;
  refuseControl(value, where);
  // reportInput tells a missing value from a wrong one when the issue gets its reason
  const parsed = schema.safeParse(value ?? (where === 'body' ? undefined : {}), { reportInput: true });
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) =>
    issue([where, ...i.path.map(String)].join('.'), issueReason(i, area), i.message),
  );
  const first = issues[0];
  throw errors.badRequest(
    first?.reason ?? 'input.invalid',
    first ? `${first.path}: ${first.message}` : `Invalid ${where}.`,
    issues,
  );
}

/** Runs after the cookie plugin has written its headers. */
export async function dropSetCookie(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.removeHeader('set-cookie');
  return payload;
}

/** The server's routes, all declared through the contract. */
export class RouteRegistry {
  readonly registered: RouteDef[] = [];
  /** the answers the contract marks publicly cacheable, kept with their compressed bytes */
  readonly publicAnswers = new PublicAnswerCache();
  private readonly callers = new WeakMap<FastifyRequest, Caller | null>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly guard: Guard,
    /** parse every answer with zod as well, and fail when the compiled serializer disagrees (tests) */
    private readonly checkAnswers = false,
  ) {}

  /** The request's caller, resolved once per request (hooks outside the handler use it too). */
  async callerOf(req: FastifyRequest): Promise<Caller | null> {
    if (this.callers.has(req)) return this.callers.get(req) ?? null;
    const caller = await this.guard.resolve(req.auth);
    this.callers.set(req, caller);
    return caller;
  }

  private async reload(req: FastifyRequest): Promise<Caller | null> {
    this.callers.delete(req);
    return this.callerOf(req);
  }

  /**
   * Registers one contract route: validates params, query and body with the contract's
   * schemas, applies the access guard, and writes the answer through the response schema's
   * compiled serializer so nothing the contract does not name can leave the server. A kept
   * public answer and a file are parsed with the schema instead: they are built rarely.
   */
  add<D extends RouteDef>(def: D, handler: Handler<D>): void {
    this.registered.push(def);
    const status = def.status ?? 200;
    const serialize = responseSerializer(def.response);
    const kept = def.publicCache && def.method === 'GET' && !def.binary ? def.publicCache : undefined;
    const keptForVisitors =
      def.visitorCache && def.method === 'GET' && !def.binary ? def.visitorCache : undefined;
    this.app.route({
      method: def.method,
      url: def.path,
      // An answer a CDN may keep must not carry anyone's cookie (the anti-forgery token is set
      // on first contact): shared caches would hand it to everybody.
      ...(def.publicCache ? { onSend: dropSetCookie } : {}),
      // A call that carries a file (email-us) names its own, larger, limit.
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      handler: async (req, reply) => {
        const hit = kept && (await this.publicAnswers.lookup(req.url));
        if (hit) return this.publicAnswers.send(hit, req, reply, status, cacheControlOf(def));
        // A visitor's answer is everyone's without a session; a signed-in caller's is built for them.
        const visitorKept = keptForVisitors && !req.auth.session ? keptForVisitors : undefined;
        const visitorHit = visitorKept && (await this.publicAnswers.lookup(req.url));
        if (visitorHit) return this.publicAnswers.send(visitorHit, req, reply, status, VISITOR_CACHE_CONTROL);
        // Who may call comes before what they sent: a stranger learns nothing from validation.
        const caller = def.access === 'public' && !req.auth.session ? null : await this.callerOf(req);
        this.guard.check(def, req.auth, caller);
        if (!def.body && req.body !== undefined && req.body !== null && !isEmptyObject(req.body)) {
          throw errors.badRequest('input.no-body-expected', 'This call takes no request body.');
        }
        if (def.params) refuseControl(req.params, 'params');
        if (def.query) refuseControl(req.query, 'query');
        if (def.body) refuseControl(req.body, 'body');
        const input = {
          params: parseOrThrow(def.params, req.params, 'params', def.area),
          query: parseOrThrow(def.query, req.query, 'query', def.area),
          body: parseOrThrow(def.body, req.body, 'body', def.area),
        } as RouteInput<D>;
        const out = await handler({ input, caller, reloadCaller: () => this.reload(req), req, reply });
        if (kept) {
          const entry = this.publicAnswers.put(req.url, def.response.parse(out), kept.maxAgeSeconds);
          return this.publicAnswers.send(entry, req, reply, status, cacheControlOf(def));
        }
        if (visitorKept && caller === null) {
          const entry = this.publicAnswers.put(req.url, def.response.parse(out), visitorKept.maxAgeSeconds);
          return this.publicAnswers.send(entry, req, reply, status, VISITOR_CACHE_CONTROL);
        }
        reply.code(status);
        reply.header('cache-control', cacheControlOf(def));
        if (def.binary) {
          // A file goes out as its bytes; the handler names it (Content-Disposition) if it wants.
          const file = def.response.parse(out);
          if (!(file instanceof Uint8Array)) return file;
          return reply
            .type(def.binary.contentType)
            .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
        }
        if (this.checkAnswers) checkAnswer(def.response, serialize, out);
        // An answer its module keeps and returns again is written and compressed once.
        const bytes = keptBytes(out, serialize);
        if (bytes) return sendKept(bytes, req, reply);
        return reply.type('application/json; charset=utf-8').serializer(serialize).send(out);
      },
    });
  }
}
