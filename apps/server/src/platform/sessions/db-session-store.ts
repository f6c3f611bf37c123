import type { Kysely } from 'kysely';
import { builtOnce } from '../../db/built-once.ts';
import type { Database, SessionsTable } from '../../db/schema.ts';
import type { SessionRecord, SessionStore } from './session-store.ts';

const toRecord = (r: SessionsTable): SessionRecord => ({
  key: r.id,
  userId: r.user_id,
  actingFor: r.acting_for,
  remember: r.remember === 1,
  createdAt: r.created_at,
  authAt: r.auth_at,
  lastSeenAt: r.last_seen_at,
  expiresAt: r.expires_at,
});

/** Every request with a session cookie reads its session: the query is built once. */
const sessionByKey = builtOnce((db: Kysely<Database>, key: string) =>
  db.selectFrom('sessions').selectAll().where('id', '=', key),
);

/** Sessions in the database: the default, and enough for one or many processes. */
export function dbSessionStore(db: Kysely<Database>): SessionStore {
  return {
    async create(s) {
      await db
        .insertInto('sessions')
        .values({
          id: s.key,
          user_id: s.userId,
          acting_for: s.actingFor,
          remember: s.remember ? 1 : 0,
          created_at: s.createdAt,
          auth_at: s.authAt,
          last_seen_at: s.lastSeenAt,
          expires_at: s.expiresAt,
        })
        .execute();
    },
    async get(key) {
      const [row] = await sessionByKey(db, key);
      return row ? toRecord(row) : null;
    },
    async update(key, patch) {
      const values: Partial<SessionsTable> = {};
      if (patch.actingFor !== undefined) values.acting_for = patch.actingFor;
      if (patch.authAt !== undefined) values.auth_at = patch.authAt;
      if (patch.lastSeenAt !== undefined) values.last_seen_at = patch.lastSeenAt;
      if (patch.expiresAt !== undefined) values.expires_at = patch.expiresAt;
      await db.updateTable('sessions').set(values).where('id', '=', key).execute();
    },
    async destroy(key) {
      await db.deleteFrom('sessions').where('id', '=', key).execute();
    },
    async destroyAllFor(userId) {
      const res = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(res.numDeletedRows);
    },
    async ping() {
      await db.selectFrom('sessions').select('id').limit(1).execute();
    },
    async close() {},
  };
}
