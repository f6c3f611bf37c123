import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteAdapter,
  sql,
  type DatabaseConnection,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { withNamedStatements } from './named-statements.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * Runs `fn` while no other process sharing this database runs its own `startUp`: migrations and
   * the demo seed of processes started together happen one after another, never at once.
   */
  startUp<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The PostgreSQL advisory lock key held while a process migrates and seeds ('coax' in ASCII). */
export const STARTUP_LOCK_KEY = 0x636f6178;
/** How long a SQLite process waits for another's start-up (seeding the demo data takes a while). */
const STARTUP_BUSY_MS = 300_000;
/** How long an ordinary SQLite write waits for the lock before failing. */
const BUSY_MS = 5_000;

// bigint columns hold millisecond times; they fit a JS number exactly until the year 287396.
pg.types.setTypeParser(20, (v) => Number(v));

/** SQLite writes start with BEGIN IMMEDIATE so two writers queue on the lock instead of failing mid-way. */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly cfg: SqliteDialectConfig) {
    super(cfg);
  }
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** Every SQLite commit is on disk before it returns, except those `withoutFlush` runs. */
const SQLITE_SYNCHRONOUS = 'FULL';

/**
 * Runs writes whose commits need not reach the disk before they return. Only for a write that is
 * either flushed by a later commit that must reach the disk (the log is written in order, so that
 * commit's flush carries every commit before it) or rebuilt from what such a commit left
 * (docs/decisions/0017-commits-that-wait-for-no-flush.md).
 *
 * SQLite: `synchronous = NORMAL` around `fn`, with the connection held so no other commit runs in
 * between; a crash of the process still loses none of them, only a power cut can. Each flush
 * there stops the whole process, so two fewer per payment is most of its time. PostgreSQL flushes
 * in its own processes and lets concurrent commits share one flush, and the statements to turn
 * `synchronous_commit` off and on again cost more than the flush they save: there `fn` just runs.
 * Inside a transaction `fn` just runs too: the transaction's own commit decides.
 */
export async function withoutFlush<T>(
  db: Kysely<Database>,
  fn: (conn: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction || !(db.getExecutor().adapter instanceof SqliteAdapter)) return fn(db);
  return db.connection().execute(async (conn) => {
    await sql`pragma synchronous = NORMAL`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql.raw(`pragma synchronous = ${SQLITE_SYNCHRONOUS}`).execute(conn);
    }
  });
}

/** How many prepared statements a SQLite connection keeps; the server's queries are a few hundred. */
const STATEMENT_CACHE_SIZE = 1_000;

/**
 * The connection as the dialect sees it, with each query's prepared statement kept for the next
 * time the same text runs: preparing costs more than running most of our queries. The least
 * recently used statement goes when the cache is full. SQLite prepares a kept statement again by
 * itself when a migration changes the schema under it.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE) {
  const kept = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = kept.get(text);
      if (statement) kept.delete(text);
      else statement = sqlite.prepare(text);
      kept.set(text, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value ?? '');
      return statement;
    },
  };
}

/** A file's path, ':memory:', or a database's file image to open as a new in-memory database. */
export function openSqlite(file: string | Buffer): Db {
  const onDisk = typeof file === 'string' && file !== ':memory:' ? file : undefined;
  if (onDisk) fs.mkdirSync(path.dirname(onDisk), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${BUSY_MS}`);
  // FULL: a committed payment survives a power cut, not only a crash of the process. NORMAL in
  // WAL mode may lose the last commits on power loss (docs/decisions/0007-durable-payments.md).
  sqlite.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    kysely,
    dialect: 'sqlite',
    // Kysely runs SQLite migrations outside a transaction, so the database's own write lock
    // cannot order them: an exclusive transaction on a lock file beside the database does (the
    // operating system releases it if the process dies). A process waits out another's seeding
    // instead of giving up after the ordinary busy time.
    startUp: async (fn) => {
      if (!onDisk) return fn();
      const lock = new SqliteDatabase(`${onDisk}-startup.lock`);
      lock.pragma(`busy_timeout = ${STARTUP_BUSY_MS}`);
      sqlite.pragma(`busy_timeout = ${STARTUP_BUSY_MS}`);
      try {
        lock.exec('begin exclusive');
        try {
          return await fn();
        } finally {
          lock.exec('commit');
        }
      } finally {
        lock.close();
        sqlite.pragma(`busy_timeout = ${BUSY_MS}`);
      }
    },
    close: () => kysely.destroy(),
  };
}

export function openPostgres(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that the server closes (a restart, a failover, a dropped test database)
  // raises 'error' on the pool; unhandled, that would end the process. The pool discards the
  // broken connection and opens a new one for the next query, whose own errors reach the caller.
  pool.on('error', () => undefined);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  return {
    kysely,
    dialect: 'postgres',
    // A session-level advisory lock on a connection of its own, held while `fn` works through
    // the pool; another process's startUp waits on it. A crash releases it with the connection.
    startUp: async (fn) => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        lock.release();
      }
    },
    close: () => kysely.destroy(),
  };
}

export function openDatabase(opts: { url?: string | undefined; file: string }): Db {
  return opts.url ? openPostgres(opts.url) : openSqlite(opts.file);
}
