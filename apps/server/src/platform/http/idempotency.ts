import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { errorResponse, type RouteDef, type RouteOutput } from '@coax/contract';
import { withoutFlush } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { DAY, MINUTE, type Clock } from '../clock.ts';
import type { Log } from '../logger.ts';
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

/** A claimed key, for the handler to record what it made (`linkResource`). */
export interface IdempotencyClaim {
  scope: string;
  key: string;
}

/** The answer a key left 'running' by a crash turns out to have: from what the request made. */
export type RecoveredAnswer =
  | { status: number; body: unknown }
  /** nothing was settled (a 5xx would have been answered): the key is released for a retry */
  | 'release'
  /** what it made is still being settled: ask again later */
  | 'pending';

/**
 * Finishes a key a crash left 'running', for a route whose handler links what it made. With no
 * resource (the crash came before the request's transaction committed) nothing happened and the
 * key is released; otherwise `recover` says what the answer was.
 */
export type Recover = (resourceId: string, now: number) => Promise<RecoveredAnswer>;

/** A key still 'running' this long was left by a crash (a request takes seconds). */
export const STUCK_KEY_MS = MINUTE;

const recoverers = new Map<string, Recover>();
const claims = new WeakMap<FastifyRequest, IdempotencyClaim>();

/** The key this request claimed, when its route is idempotent. */
export function claimOf(req: FastifyRequest): IdempotencyClaim | undefined {
  return claims.get(req);
}

/** Records, in the transaction that makes it, what the request made. */
export async function linkResource(
  trx: Kysely<Database>,
  claim: IdempotencyClaim | undefined,
  resourceId: string,
): Promise<void> {
  if (!claim) return;
  await trx
    .updateTable('idempotency_keys')
    .set({ resource_id: resourceId })
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .execute();
}

type KeyRow = { scope: string; key: string; route: string; resource_id: string | null; created_at: number };

/**
 * Settles one stuck key: released when nothing was made, completed with the recovered answer,
 * left alone while that is pending. Answers whether the key changed.
 */
async function settleStuckKey(db: Kysely<Database>, row: KeyRow, now: number): Promise<boolean> {
  const recover = recoverers.get(row.route);
  if (!recover) return false;
  const answer = row.resource_id === null ? 'release' : await recover(row.resource_id, now);
  if (answer === 'pending') return false;
  const where = db
    .updateTable('idempotency_keys')
    .where('scope', '=', row.scope)
    .where('key', '=', row.key)
    .where('state', '=', 'running');
  if (answer === 'release') {
    const res = await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', row.scope)
      .where('key', '=', row.key)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
  const res = await where
    .set({ state: 'done', response_status: answer.status, response_body: JSON.stringify(answer.body) })
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Keys a crash left 'running' past STUCK_KEY_MS, on routes that can recover them: each released or
 * completed with its real answer, so a retry is never told "in progress" for a day. Run on start
 * and by the job runner; also for one key when its retry arrives. Returns how many changed.
 */
export async function reconcileStuckKeys(
  db: Kysely<Database>,
  now: number,
  log?: Pick<Log, 'warn'>,
): Promise<number> {
  const stuck = await db
    .selectFrom('idempotency_keys')
    .select(['scope', 'key', 'route', 'resource_id', 'created_at'])
    .where('state', '=', 'running')
    .where('created_at', '<', now - STUCK_KEY_MS)
    .where('route', 'in', [...recoverers.keys(), ''])
    .limit(500)
    .execute();
  let changed = 0;
  for (const row of stuck) {
    if (await settleStuckKey(db, row, now)) {
      changed += 1;
      log?.warn(
        { route: row.route, resource: row.resource_id },
        'idempotency key left running by a crash settled',
      );
    }
  }
  return changed;
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
  if (key === undefined || key === '') {
    throw errors.badRequest('request.idempotency.missing', IdempotencyMessages.missing);
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw errors.badRequest('request.idempotency.malformed', IdempotencyMessages.malformed);
  }
  return key;
}

/** Rebuilds the first answer's error, so a repeat fails exactly as the first attempt did. */
function replayError(status: number, body: string): AppError {
  const parsed = errorResponse.safeParse(JSON.parse(body));
  if (!parsed.success) return errors.internal();
  return errors.replay(status, parsed.data.error);
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
export function idempotent<D extends RouteDef>(
  deps: Deps,
  def: D,
  handler: Handler<D>,
  /** for a handler that links what it made (`linkResource`): that thing's answer after a crash */
  recover?: Recover,
): Handler<D> {
  if (!def.idempotent) throw new Error(`${def.method} ${def.path} is not marked idempotent in the contract`);
  const { db, clock } = deps;
  const route = `${def.method} ${def.path}`;
  if (recover) recoverers.set(route, recover);
  return async (ctx) => {
    const key = keyOf(ctx.req);
    const scope = await deps.scopeOf(ctx.caller);
    const hash = requestHash(def.method, ctx.req.url, ctx.input.body);
    const now = clock.now();
    const row = { scope, key, route, request_hash: hash, state: 'running' as const, created_at: now };

    /**
     * Inserts the key, or takes over one past its lifetime (it no longer counts, even before the
     * clean-up job has removed it); the write that lands runs the request. Its commit waits for no
     * flush: the request's own commit, which must, flushes it too (`withoutFlush`).
     */
    const claim = () =>
      withoutFlush(db, async (conn) => {
        const res = await conn
          .insertInto('idempotency_keys')
          .values({ ...row, response_status: null, response_body: null, resource_id: null })
          .onConflict((oc) =>
            oc
              .columns(['scope', 'key'])
              .doUpdateSet({ ...row, response_status: null, response_body: null, resource_id: null })
              .where('idempotency_keys.created_at', '<', now - IDEMPOTENCY_TTL_MS),
          )
          .executeTakeFirst();
        return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
      });
    const read = () =>
      db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
    const store = (conn: Kysely<Database>, status: number, body: unknown) =>
      conn
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: status, response_body: JSON.stringify(body) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    // A route that can recover its answer stores it without waiting for a flush: lost with the
    // database's host, it is rebuilt from what the request made (`reconcileStuckKeys`).
    const remember = (status: number, body: unknown) =>
      recover ? withoutFlush(db, (conn) => store(conn, status, body)) : store(db, status, body);
    const run = async (): Promise<RouteOutput<D>> => {
      claims.set(ctx.req, { scope, key });
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

    if (await claim()) return run();

    let first = await read();
    // Left 'running' by a crash: finish it from what it made before answering the retry; when
    // nothing was made it is released, and this retry runs as the first request would have.
    if (first?.state === 'running' && first.request_hash === hash && first.created_at < now - STUCK_KEY_MS) {
      if (await settleStuckKey(db, first, now)) first = await read();
      if (!first && (await claim())) return run();
    }
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
  };
}

/** Keys past their lifetime are deleted by a job of their own, in its place among the modules' jobs. */
export const idempotencyKeys: AreaModule = {
  name: 'idempotency',
  routes: (_r, { db, log }) => ({
    jobs: [
      { name: 'idempotency.reconcile', run: (now) => reconcileStuckKeys(db, now, log) },
      { name: 'idempotency.purge', run: (now) => purgeExpiredIdempotencyKeys(db, now) },
    ],
  }),
};
