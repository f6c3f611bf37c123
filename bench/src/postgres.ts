import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  /** e.g. 'PostgreSQL 15.20' */
  version: string;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A fresh database on the PostgreSQL server at `adminUrl`, named coax_bench_<random> so runs
 * never meet each other's data; `drop` removes it. Throws when the server cannot be reached.
 */
export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `coax_bench_${randomBytes(5).toString('hex')}`;
  const version = await withClient(adminUrl, async (c) => {
    const v = await c.query<{ server_version: string }>('show server_version');
    await c.query(`create database ${name}`);
    return `PostgreSQL ${v.rows[0]?.server_version.split(' ')[0] ?? '?'}`;
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    version,
    drop: () =>
      withClient(adminUrl, async (c) => void (await c.query(`drop database if exists ${name} with (force)`))),
  };
}
