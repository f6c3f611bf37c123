import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, withoutFlush, type Db } from './database.ts';
import type { Database } from './schema.ts';

// SQLite only: PostgreSQL runs `fn` as it is (vitest.config.ts keeps this file out of its pass).
let db: Db;
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-flush-'));
  db = openSqlite(path.join(dir, 'flush.sqlite'));
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** 1 is NORMAL (a commit waits for no flush), 2 is FULL. */
const synchronous = async (on: Kysely<Database>) =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(on)).rows[0]?.synchronous;

describe('commits that wait for no flush (SQLite)', () => {
  it('runs its writes at NORMAL on a held connection and puts FULL back after', async () => {
    expect(await synchronous(db.kysely)).toBe(2);
    const inside = await withoutFlush(db.kysely, (conn) => synchronous(conn));
    expect(inside).toBe(1);
    expect(await synchronous(db.kysely)).toBe(2);
  });

  it('puts FULL back when the writes fail', async () => {
    await expect(
      withoutFlush(db.kysely, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await synchronous(db.kysely)).toBe(2);
  });

  it('inside a transaction leaves the setting to the transaction', async () => {
    const inside = await db.kysely
      .transaction()
      .execute((trx) => withoutFlush(trx, (conn) => synchronous(conn)));
    expect(inside).toBe(2);
  });

  it('keeps every other query waiting while it runs, so no other commit runs at NORMAL', async () => {
    let release = () => undefined as void;
    let started = () => undefined as void;
    const running = new Promise<void>((r) => (started = r));
    const held = withoutFlush(db.kysely, async (conn) => {
      const done = new Promise<void>((r) => (release = r));
      started();
      await done;
      return synchronous(conn);
    });
    await running;
    // this read waits for the connection until the writes above are done
    const other = synchronous(db.kysely);
    release();
    expect(await held).toBe(1);
    expect(await other).toBe(2);
  });
});
