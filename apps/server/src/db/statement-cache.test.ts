import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './database.ts';

let sqlite: SqliteDatabase.Database;
afterEach(() => sqlite.close());

describe('the SQLite statement cache', () => {
  it('prepares a query text once and hands back the same statement', () => {
    sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite);
    const first = db.prepare('select 1 as one');
    expect(db.prepare('select 1 as one')).toBe(first);
    expect(db.prepare('select 2 as two')).not.toBe(first);
  });

  it('lets the least recently used statement go when full', () => {
    sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // a is now the most recent
    db.prepare('select 3'); // b goes
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('a kept statement sees a column a migration added after it was prepared', () => {
    sqlite = new SqliteDatabase(':memory:');
    const db = withStatementCache(sqlite);
    sqlite.exec('create table t (a integer); insert into t values (1)');
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    sqlite.exec('alter table t add column b integer default 7');
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: 7 }]);
  });
});
