import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db } from './database.ts';
import { onServer } from '../../test/seeded-database.ts';
import { StatementNames } from './named-statements.ts';

// PostgreSQL only (vitest.config.ts keeps it out of the SQLite pass).
const admin = process.env.TEST_DATABASE_URL ?? '';
const name = `coax_named_${randomBytes(6).toString('hex')}`;
let db: Db;

const onAdmin = (text: string) => onServer(admin, text);

beforeAll(async () => {
  await onAdmin(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  // one connection, so every query below meets the statements the ones before it prepared
  db = openPostgres(url.toString(), 1);
  await sql`create table t (a integer)`.execute(db.kysely);
  await sql`insert into t values (1), (2)`.execute(db.kysely);
});
afterAll(async () => {
  await db.close();
  await onAdmin(`drop database if exists ${name} with (force)`);
});

const prepared = async () =>
  (
    await sql<{ statement: string }>`select statement from pg_prepared_statements where ${1} = ${1}`.execute(
      db.kysely,
    )
  ).rows.map((r) => r.statement);

describe('named statements on PostgreSQL', () => {
  it('prepares a text with parameters once on a connection and runs it again by name', async () => {
    const read = (a: number) =>
      db.kysely
        .selectFrom('t' as never)
        .selectAll()
        .where('a' as never, '=', a as never);
    const text = read(1).compile().sql;
    expect(await read(1).execute()).toEqual([{ a: 1 }]);
    expect(await read(2).execute()).toEqual([{ a: 2 }]);
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
  });

  it('sends a text without parameters as it is: several statements in one still run', async () => {
    await sql`insert into t values (3); insert into t values (4)`.execute(db.kysely);
    const rows = await sql<{ n: string }>`select count(*) as n from t`.execute(db.kysely);
    expect(Number(rows.rows[0]?.n)).toBe(4);
    expect(await prepared()).not.toContain('select count(*) as n from t');
  });

  it('runs a prepared select * again after a migration adds a column to its table', async () => {
    const all = () =>
      db.kysely
        .selectFrom('t' as never)
        .selectAll()
        .where('a' as never, '<', 3 as never)
        .execute();
    expect(await all()).toEqual([{ a: 1 }, { a: 2 }]);
    await sql`alter table t add column b integer default 7`.execute(db.kysely);
    expect(await all()).toEqual([
      { a: 1, b: 7 },
      { a: 2, b: 7 },
    ]);
    // and again: the text now runs unnamed, with no failed try first
    expect(await all()).toHaveLength(2);
  });

  it('inside a transaction the changed plan fails the transaction, and the next one runs', async () => {
    await sql`create table u (a integer)`.execute(db.kysely);
    await sql`insert into u values (1)`.execute(db.kysely);
    const one = (on = db.kysely) =>
      on
        .selectFrom('u' as never)
        .selectAll()
        .where('a' as never, '=', 1 as never);
    expect(await one().execute()).toEqual([{ a: 1 }]);
    await sql`alter table u add column c integer default 8`.execute(db.kysely);
    // the retry meets an aborted transaction, so the error reaches the caller and it rolls back
    await expect(db.kysely.transaction().execute((trx) => one(trx).execute())).rejects.toThrow(/aborted/);
    expect(await db.kysely.transaction().execute((trx) => one(trx).execute())).toEqual([{ a: 1, c: 8 }]);
  });
});

describe('statement names', () => {
  it('names each new text until the limit, then leaves new texts unnamed', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('select 1 where $1');
    expect(first).toBeDefined();
    expect(names.nameOf('select 1 where $1')).toBe(first);
    expect(names.nameOf('select 2 where $1')).not.toBe(first);
    expect(names.nameOf('select 3 where $1')).toBeUndefined();
  });

  it('gives a retired text no name again', () => {
    const names = new StatementNames();
    names.nameOf('select $1');
    names.retire('select $1');
    expect(names.nameOf('select $1')).toBeUndefined();
  });
});
