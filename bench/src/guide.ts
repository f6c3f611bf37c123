import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { GUIDE_LISTING_DAYS } from '@coax/domain';
import { openPostgres, openSqlite, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { LISTINGS_TABLES } from '../../apps/server/src/db/schema-listings.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import { generateListings } from '../../apps/server/src/db/seed/listings/generate.ts';
import { writeListings } from '../../apps/server/src/db/seed/listings/listings-seed.ts';
import { argon2Hasher } from '../../apps/server/src/platform/password.ts';
import { createBenchDatabase } from './postgres.ts';
import type { DatabaseRun, ScenarioResult } from './report.ts';
import type { Scenario } from './scenarios.ts';
import { startServer, type RunningServer } from './server-process.ts';

// The guide figures of issue 7: the grid's window (50 channels x 3 hours) at now and deep into
// day 13, at the first and the last channels, for a visitor and a subscriber, next to /api/health, on a database holding
// generated listings of 500 channels x 14 days. The main runner (run.ts) calls these behind
// BENCH_GUIDE (on unless 'off').

export const GUIDE_BENCH_CHANNELS = 500;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function guideScenarios(now: number): Scenario[] {
  const hour = Math.floor(now / HOUR) * HOUR;
  const day13 = Math.floor(now / DAY) * DAY + 13 * DAY + 20 * HOUR;
  const win = (start: number, offset: number) =>
    `/api/guide/window?start=${start}&hours=3&offset=${offset}&count=50`;
  return [
    { id: 'health', title: 'GET /api/health (ceiling)', load: { path: '/api/health' }, ceiling: true },
    { id: 'guide-now', title: 'GET guide window, now, channels 1-50, 3 h', load: { path: win(hour, 0) } },
    {
      // A subscriber's window carries their own channels and record marks: built per request on
      // the window's kept listings.
      id: 'guide-now-jsmith',
      title: 'GET guide window, now, channels 1-50, 3 h, signed in (jsmith)',
      load: { path: win(hour, 0), as: 'jsmith' },
    },
    {
      id: 'guide-now-last',
      title: 'GET guide window, now, channels 451-500, 3 h',
      load: { path: win(hour, 450) },
    },
    {
      id: 'guide-day13',
      title: 'GET guide window, day 13 20:00, channels 1-50, 3 h',
      load: { path: win(day13, 0) },
    },
    { id: 'guide-best-bets', title: 'GET /api/guide/best-bets', load: { path: '/api/guide/best-bets' } },
  ];
}

interface ListingsBuild {
  airings: number;
  generateMs: number;
  loadMs: number;
}

/** Demo data, then the listings replaced by 500 channels x 14 days, timing generation and load. */
async function prepare(db: Db, now: number): Promise<ListingsBuild> {
  await migrateToLatest(db);
  await seedDemo(db.kysely, argon2Hasher(1024), now, { vodTitles: 1, guideChannels: 1, guideDays: 1 });
  for (const t of LISTINGS_TABLES) await db.kysely.deleteFrom(t).execute();
  let started = performance.now();
  const listings = generateListings(now, GUIDE_BENCH_CHANNELS, GUIDE_LISTING_DAYS);
  const generateMs = performance.now() - started;
  started = performance.now();
  await db.kysely.transaction().execute((trx) => writeListings(trx, listings));
  if (db.dialect === 'postgres') await sql`analyze`.execute(db.kysely);
  return { airings: listings.airings.length, generateMs, loadMs: performance.now() - started };
}

type Measure = (baseUrl: string, scenarios: Scenario[]) => Promise<ScenarioResult[]>;

async function measureOn(server: RunningServer, now: number, measure: Measure): Promise<ScenarioResult[]> {
  const list = guideScenarios(now);
  // An empty window would be fast for the wrong reason: every measured window must hold airings.
  for (const s of list.filter((x) => x.id.startsWith('guide-') && x.id !== 'guide-best-bets')) {
    const res = await fetch(`${server.baseUrl}${s.load.path}`);
    const body = (await res.json()) as { channels?: Array<{ airings: unknown[] }> };
    if (!res.ok || body.channels?.length !== 50 || body.channels.some((c) => c.airings.length === 0)) {
      throw new Error(`${s.load.path} did not answer 50 channels with airings`);
    }
  }
  try {
    return await measure(server.baseUrl, list);
  } finally {
    await server.stop();
  }
}

const describe = (db: string, b: ListingsBuild) =>
  `${db}, ${GUIDE_BENCH_CHANNELS} channels x ${GUIDE_LISTING_DAYS} days (${b.airings.toLocaleString('en-US')} airings; generated in ${Math.round(b.generateMs)} ms, loaded in ${Math.round(b.loadMs)} ms)`;

/** The guide scenarios on the embedded database. */
export async function benchGuideSqlite(measure: Measure): Promise<DatabaseRun> {
  console.log(`SQLite (embedded), guide ${GUIDE_BENCH_CHANNELS} channels`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-guide-bench-'));
  const file = path.join(dir, 'bench.sqlite');
  try {
    const now = Date.now();
    const db = openSqlite(file);
    const build = await prepare(db, now);
    await db.close();
    const label = describe('SQLite (embedded)', build);
    console.log(label);
    const server = await startServer({ databaseFile: file, seed: false });
    return { database: 'sqlite', label, scenarios: await measureOn(server, now, measure) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The same on PostgreSQL, in a database made for the run and dropped after it. */
export async function benchGuidePostgres(pgUrl: string, measure: Measure): Promise<DatabaseRun> {
  let bench;
  try {
    bench = await createBenchDatabase(pgUrl);
  } catch (e) {
    const why = `PostgreSQL could not be reached (${e instanceof Error ? e.message : String(e)}).`;
    return { database: 'postgres', label: 'PostgreSQL', skipped: why, scenarios: [] };
  }
  try {
    const now = Date.now();
    const db = openPostgres(bench.url, 4);
    const build = await prepare(db, now);
    await db.close();
    const label = describe(bench.version, build);
    console.log(label);
    const server = await startServer({ databaseUrl: bench.url, seed: false });
    return { database: 'postgres', label, scenarios: await measureOn(server, now, measure) };
  } finally {
    await bench.drop();
  }
}
