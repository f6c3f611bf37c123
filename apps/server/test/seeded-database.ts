import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openPostgres, openSqlite, type Db } from '../src/db/database.ts';

/**
 * A migrated database with the demo data, for one test app. Migrating and seeding take about half
 * a second on SQLite and two on PostgreSQL, and a worker runs many files (vitest.config.ts runs
 * the server suite without isolating files), so each worker builds one copy per set of seed
 * options and every test app after that starts from it:
 * - SQLite: the built database's file image, opened as a new in-memory database;
 * - PostgreSQL: a template database, copied with `create database … template`. Templates are named
 *   after the run (`COAX_TEST_RUN`, set by `global-setup.ts`), which drops them at its end.
 */
type Build = (db: Db) => Promise<void>;
export interface Fresh {
  db: Db;
  drop: () => Promise<void>;
}

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 10);

/** The promise `make` gives for `key`, made once per worker; forgotten if it fails, so a later call tries again. */
function cachedPerKey<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

const sqliteImages = new Map<string, Promise<Buffer>>();

async function sqliteImage(build: Build): Promise<Buffer> {
  const db = openSqlite(':memory:');
  const file = path.join(os.tmpdir(), `coax-seed-${process.pid}-${randomBytes(4).toString('hex')}.sqlite`);
  try {
    await build(db);
    await sql`vacuum into ${file}`.execute(db.kysely);
    return fs.readFileSync(file);
  } finally {
    await db.close();
    fs.rmSync(file, { force: true });
  }
}

export async function freshSqlite(key: string, build: Build): Promise<Fresh> {
  const db = openSqlite(await cachedPerKey(sqliteImages, key, () => sqliteImage(build)));
  return { db, drop: () => db.close() };
}

/** Runs one statement on the server's maintenance database; its rows. */
export async function onServer<Row extends object = object>(
  admin: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

const urlOf = (admin: string, name: string) => {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The prefix of this run's template databases; undefined outside a run that drops them. */
export const templatePrefix = (run = process.env.COAX_TEST_RUN) => (run ? `coax_tpl_${run}_` : undefined);

const templates = new Map<string, Promise<string>>();

async function buildTemplate(admin: string, name: string, build: Build): Promise<string> {
  await onServer(admin, `create database ${name}`);
  const db = openPostgres(urlOf(admin, name), 4);
  try {
    await build(db);
  } finally {
    // a template is copied only while nobody is connected to it
    await db.close();
  }
  return name;
}

export async function freshPostgres(admin: string, key: string, build: Build): Promise<Fresh> {
  const name = `coax_test_${randomBytes(6).toString('hex')}`;
  const prefix = templatePrefix();
  if (prefix) {
    const template = await cachedPerKey(templates, key, () =>
      buildTemplate(admin, `${prefix}${process.pid}_${keyHash(key)}`, build),
    );
    await onServer(admin, `create database ${name} template ${template}`);
  } else {
    await onServer(admin, `create database ${name}`);
  }
  const db = openPostgres(urlOf(admin, name), 4);
  if (!prefix) await build(db);
  return {
    db,
    drop: async () => {
      await db.close();
      await onServer(admin, `drop database if exists ${name} with (force)`);
    },
  };
}
