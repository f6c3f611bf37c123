import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, type TestApp } from '../../test/harness.ts';
import { builtOnce } from './built-once.ts';
import type { Database } from './schema.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe(`a query built once, on ${dialect}`, () => {
  it('is built on the first call only, and answers each call with its own values', async () => {
    let built = 0;
    // The role and the limit are constants of the query, kept as they were built.
    const userById = builtOnce((db: Kysely<Database>, id: string) => {
      built += 1;
      return db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', '=', id)
        .where('role', 'in', ['subscriber', 'csr'])
        .limit(1);
    });
    const db = app.db.kysely;
    expect(await userById(db, 'jsmith')).toEqual([{ id: 'jsmith', role: 'subscriber' }]);
    expect(await userById(db, 'mgarcia')).toEqual([{ id: 'mgarcia', role: 'subscriber' }]);
    expect(await userById(db, 'nobody')).toEqual([]);
    expect(built).toBe(1);
    // A transaction runs the same text, and sees its own writes.
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ role: 'csr' }).where('id', '=', 'mgarcia').execute();
        expect(await userById(trx, 'mgarcia')).toEqual([{ id: 'mgarcia', role: 'csr' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await userById(db, 'mgarcia')).toEqual([{ id: 'mgarcia', role: 'subscriber' }]);
    expect(built).toBe(1);
  });

  it('builds afresh on every call a query that folds its value into the text', async () => {
    let built = 0;
    const byLiteral = builtOnce((db: Kysely<Database>, id: string) => {
      built += 1;
      return db
        .selectFrom('users')
        .select('id')
        .where('id', '=', sql.lit(String(id)));
    });
    const db = app.db.kysely;
    expect(await byLiteral(db, 'jsmith')).toEqual([{ id: 'jsmith' }]);
    expect(await byLiteral(db, 'mgarcia')).toEqual([{ id: 'mgarcia' }]);
    // Once with placeholders (found to be folded in), then once for each call.
    expect(built).toBe(3);
  });
});
