import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { errorResponse, type RouteDef, type RouteOutput } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import { DAY, type Clock } from '../clock.ts';
import { AppError, errors } from '../errors.ts';
import type { Caller } from './caller.ts';
import type { AreaModule } from './module.ts';
import type { Handler } from './route-registry.ts';

/**
 * Idempotency-Key for calls that move money (docs/decisions/0007-durable-payments.md). The key is
 * claimed by an insert before the handler runs: a primary-key conflict means someone sent it
 * before. A repeat of the same request gets the first answer without running again; the same key
 * with another request is refused; a repeat while the first still runs is refused too. A 5xx
 * releases the key so the person can retry; every other answer is kept for a day.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 8-128 of [A-Za-z0-9_-]: room for a UUID or a ULID, nothing that needs escaping anywhere. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
/** How long a key is remembered; a retry comes within minutes, a repeat a day later is a new payment. */
export const IDEMPOTENCY_TTL_MS = DAY;
/** Sent on a replayed answer, so a client (and a person reading logs) can tell. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

export const IdempotencyMessages = {
  missing:
    'This request needs an Idempotency-Key header: a new random value for each payment you submit, sent again unchanged if you retry it.',
  malformed: 'The Idempotency-Key header must be 8 to 128 letters, digits, hyphens or underscores.',
} as const;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  /** whose key it is: the subject user id, so two subscribers' keys never collide */
  scopeOf: (caller: Caller | null) => Promise<string>;
}

/** JSON with object keys sorted, so the same body hashes the same however its keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

function keyOf(req: FastifyRequest): string {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') throw errors.badRequest(IdempotencyMessages.missing);
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw errors.badRequest(IdempotencyMessages.malformed);
  return key;
}

/** Rebuilds the first answer's error, so a repeat fails exactly as the first attempt did. */
function replayError(status: number, body: string): AppError {
  const parsed = errorResponse.safeParse(JSON.parse(body));
  if (!parsed.success) return errors.internal();
  const { code, message, ...extra } = parsed.data.error;
  return new AppError(status, code, message, extra);
}

/** Deletes idempotency keys older than the TTL; the job runner calls it. Returns how many went. */
export async function purgeExpiredIdempotencyKeys(db: Kysely<Database>, now: number): Promise<number> {
  const res = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now - IDEMPOTENCY_TTL_MS)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/**
 * Wraps the handler of a route marked `idempotent` in the contract. Used by each such handler
 * (rather than by every route) so only money-moving calls pay for the extra writes.
 */
export function idempotent<D extends RouteDef>(deps: Deps, def: D, handler: Handler<D>): Handler<D> {
  if (!def.idempotent) throw new Error(`${def.method} ${def.path} is not marked idempotent in the contract`);
  const { db, clock } = deps;
  return async (ctx) => {
    const key = keyOf(ctx.req);
    const scope = await deps.scopeOf(ctx.caller);
    const hash = requestHash(def.method, ctx.req.url, ctx.input.body);
    const route = `${def.method} ${def.path}`;
    const now = clock.now();

    // A key past its lifetime no longer counts, even before the clean-up job has removed it.
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('created_at', '<', now - IDEMPOTENCY_TTL_MS)
      .execute();
    // Its own statement, committed at once: the insert that wins the primary key runs the request.
    const claim = await db
      .insertInto('idempotency_keys')
      .values({
        scope,
        key,
        route,
        request_hash: hash,
        state: 'running',
        response_status: null,
        response_body: null,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .executeTakeFirst();

    if (Number(claim.numInsertedOrUpdatedRows ?? 0n) === 0) {
      const first = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      // Released (a 5xx) between our insert and this read: the retry may run, but not in parallel
      // with another retry; asking the client to send again keeps this path simple and safe.
      if (!first) throw errors.idempotencyInProgress();
      if (first.request_hash !== hash) throw errors.idempotencyConflict();
      if (first.state === 'running' || first.response_status === null || first.response_body === null) {
        throw errors.idempotencyInProgress();
      }
      ctx.reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      if (first.response_status >= 400) throw replayError(first.response_status, first.response_body);
      return JSON.parse(first.response_body) as RouteOutput<D>;
    }

    const remember = (status: number, body: unknown) =>
      db
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: status, response_body: JSON.stringify(body) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();

    let out: RouteOutput<D>;
    try {
      out = await handler(ctx);
    } catch (err) {
      if (err instanceof AppError && err.status < 500) {
        await remember(err.status, err.toBody());
      } else {
        // Nothing was settled (a 5xx means the handler could not finish): let a retry run.
        await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
      }
      throw err;
    }
    await remember(def.status ?? 200, out);
    return out;
  };
}

/** Keys past their lifetime are deleted by a job of their own, in its place among the modules' jobs. */
export const idempotencyKeys: AreaModule = {
  name: 'idempotency',
  routes: (_r, { db }) => ({
    jobs: [{ name: 'idempotency.purge', run: (now) => purgeExpiredIdempotencyKeys(db, now) }],
  }),
};
