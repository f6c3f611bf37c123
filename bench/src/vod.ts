import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, openSqlite, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import { generateCatalogue } from '../../apps/server/src/db/seed/vod/generate.ts';
import { MENU } from '../../apps/server/src/db/seed/vod/menus.ts';
import { replaceCatalogue } from '../../apps/server/src/modules/vod/catalogue-writer.ts';
import { argon2Hasher } from '../../apps/server/src/platform/password.ts';
import { createBenchDatabase } from './postgres.ts';
import type { CatalogueBuild, DatabaseRun, ScenarioResult } from './report.ts';
import type { Scenario } from './scenarios.ts';
import { startServer, type RunningServer } from './server-process.ts';

// The on-demand figures of issue 8 on a big catalogue: the landing page, a category grid at
// page 1 and at page 2,000, and search, next to /api/health, on a database holding a generated
// catalogue of N titles. The main runner (run.ts) calls these for each size in BENCH_VOD_TITLES
// (10000,100000 by default) so the report shows how each figure moves from 10k to 100k titles.

/**
 * Movies holds about 70% of the titles: at 20 a page, 100,000 titles make 3,500 pages of it. A
 * smaller catalogue has fewer pages, so the deep page is its last one when it has under 2,000.
 */
export const DEEP_PAGE = 2000;

export const vodScenarios = (deepPage: number): Scenario[] => [
  { id: 'health', title: 'GET /api/health (ceiling)', load: { path: '/api/health' }, ceiling: true },
  { id: 'vod-landing', title: 'GET /api/vod/landing (5 ribbons)', load: { path: '/api/vod/landing' } },
  {
    id: 'vod-summary-1',
    title: 'GET Movies grid, page 1 of 20',
    load: { path: `/api/vod/menus/${MENU.movies}/titles?page=1&pageSize=20` },
  },
  {
    id: 'vod-summary-deep',
    title: `GET Movies grid, a deep page (${deepPage.toLocaleString('en-US')}) of 20, by popularity`,
    load: { path: `/api/vod/menus/${MENU.movies}/titles?page=${deepPage}&pageSize=20&sort=popularity` },
  },
  { id: 'vod-search', title: 'GET /api/vod/search?q=harbor', load: { path: '/api/vod/search?q=harbor' } },
  {
    id: 'vod-search-2',
    title: 'GET /api/vod/search?q=return creek (two words)',
    load: { path: '/api/vod/search?q=return%20creek' },
  },
];

/** Demo data plus a generated catalogue of `titles`, timing the generation and the load. */
async function prepare(db: Db, titles: number): Promise<CatalogueBuild> {
  const now = Date.now();
  await migrateToLatest(db);
  await seedDemo(db.kysely, argon2Hasher(1024), now, { vodTitles: 1 });
  let started = performance.now();
  const catalogue = generateCatalogue({ titles, now });
  const generateMs = performance.now() - started;
  started = performance.now();
  await db.kysely.transaction().execute((trx) => replaceCatalogue(trx, catalogue, now));
  return { titles, generateMs, loadMs: performance.now() - started };
}

type Measure = (baseUrl: string, scenarios: Scenario[]) => Promise<ScenarioResult[]>;

async function measureOn(server: RunningServer, measure: Measure): Promise<ScenarioResult[]> {
  try {
    const first = await fetch(
      `${server.baseUrl}/api/vod/menus/${MENU.movies}/titles?page=1&pageSize=20&sort=popularity`,
    );
    const { pageCount } = (await first.json()) as { pageCount?: number };
    if (!first.ok || !pageCount) throw new Error('the Movies grid gave no page count');
    return await measure(server.baseUrl, vodScenarios(Math.min(DEEP_PAGE, pageCount)));
  } finally {
    await server.stop();
  }
}

/** The on-demand scenarios on the embedded database with a catalogue of `titles`. */
export async function benchVodSqlite(titles: number, measure: Measure): Promise<DatabaseRun> {
  const label = `SQLite (embedded), ${titles.toLocaleString('en-US')} titles`;
  console.log(label);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-vod-bench-'));
  const file = path.join(dir, 'bench.sqlite');
  try {
    const db = openSqlite(file);
    const catalogue = await prepare(db, titles);
    await db.close();
    const server = await startServer({ databaseFile: file, seed: false });
    return { database: 'sqlite', label, catalogue, scenarios: await measureOn(server, measure) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The same on PostgreSQL, in a database made for the run and dropped after it. */
export async function benchVodPostgres(
  titles: number,
  pgUrl: string,
  measure: Measure,
): Promise<DatabaseRun> {
  let bench;
  try {
    bench = await createBenchDatabase(pgUrl);
  } catch (e) {
    const why = `PostgreSQL could not be reached (${e instanceof Error ? e.message : String(e)}).`;
    return { database: 'postgres', label: 'PostgreSQL', skipped: why, scenarios: [] };
  }
  const label = `${bench.version}, ${titles.toLocaleString('en-US')} titles`;
  console.log(label);
  try {
    const db = openPostgres(bench.url, 4);
    const catalogue = await prepare(db, titles);
    await db.close();
    const server = await startServer({ databaseUrl: bench.url, seed: false });
    return { database: 'postgres', label, catalogue, scenarios: await measureOn(server, measure) };
  } finally {
    await bench.drop();
  }
}
