import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, openSqlite, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo-seed.ts';
import { generateCatalogue } from '../../apps/server/src/db/seed/vod/generate.ts';
import { MENU } from '../../apps/server/src/db/seed/vod/menus.ts';
import { replaceCatalogue } from '../../apps/server/src/modules/vod/catalogue-writer.ts';
import { argon2Hasher } from '../../apps/server/src/platform/password.ts';
import { headersFor, runLoad, type Measurement } from './load.ts';
import { createBenchDatabase } from './postgres.ts';
import type { Scenario } from './scenarios.ts';
import { repoRoot } from './server-process.ts';

// The on-demand figures of issue 8 on a big catalogue: the landing page, a category grid at
// page 1 and at page 2,000, and search, next to /api/health, on SQLite and on PostgreSQL.
//   node --import tsx bench/src/vod.ts
// BENCH_VOD_TITLES (100000; a comma list such as 10000,100000 compares sizes), BENCH_SECONDS (5),
// BENCH_CONNECTIONS (10), BENCH_DATABASES ('sqlite,postgres'), BENCH_PG_URL.

/** Movies holds about 70% of the titles: at 20 a page, 100,000 titles make 3,500 pages of it. */
const DEEP_PAGE = 2000;

/** The figures, as scenarios the main runner (run.ts) can take once its server has the catalogue. */
export const vodScenarios: Scenario[] = [
  { id: 'health', title: 'GET /api/health (ceiling)', load: { path: '/api/health' }, ceiling: true },
  { id: 'vod-landing', title: 'GET /api/vod/landing', load: { path: '/api/vod/landing' } },
  {
    id: 'vod-summary-1',
    title: 'GET Movies grid, page 1 of 20',
    load: { path: `/api/vod/menus/${MENU.movies}/titles?page=1&pageSize=20` },
  },
  {
    id: 'vod-summary-deep',
    title: `GET Movies grid, page ${DEEP_PAGE} of 20`,
    load: { path: `/api/vod/menus/${MENU.movies}/titles?page=${DEEP_PAGE}&pageSize=20&sort=popularity` },
  },
  { id: 'vod-search', title: 'GET /api/vod/search?q=harbor', load: { path: '/api/vod/search?q=harbor' } },
  { id: 'vod-search-2', title: 'GET /api/vod/search?q=return+creek', load: { path: '/api/vod/search?q=return%20creek' } },
];

const num = (name: string, def: number) => {
  const v = Number(process.env[name] ?? def);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const seconds = num('BENCH_SECONDS', 5);
const connections = num('BENCH_CONNECTIONS', 10);
const sizes = (process.env.BENCH_VOD_TITLES ?? '100000').split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Demo data plus a generated catalogue of `titles`; how long each part took. */
async function prepare(db: Db, titles: number) {
  const now = Date.now();
  await migrateToLatest(db);
  await seedDemo(db.kysely, argon2Hasher(1024), now, { vodTitles: 1 });
  let started = performance.now();
  const catalogue = generateCatalogue({ titles, now });
  const generateMs = performance.now() - started;
  started = performance.now();
  await db.kysely.transaction().execute((trx) => replaceCatalogue(trx, catalogue, now));
  return { generateMs, loadMs: performance.now() - started };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** The real server on a prepared database (its own seeding off), until stop(). */
async function serve(database: { file?: string; url?: string }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_FILE: database.file ?? path.join(os.tmpdir(), 'coax-vod-unused.sqlite'),
      DATABASE_URL: database.url ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(os.tmpdir(), 'coax-vod-no-web-app'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('the server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(baseUrl: string): Promise<Array<{ s: Scenario; m: Measurement }>> {
  const out: Array<{ s: Scenario; m: Measurement }> = [];
  for (const s of vodScenarios) {
    const headers = await headersFor(baseUrl, s.load);
    const check = await fetch(`${baseUrl}${s.load.path}`);
    if (!check.ok) throw new Error(`${s.load.path} answered ${check.status}`);
    await runLoad(baseUrl, s.load, headers, { seconds: 1, connections });
    out.push({ s, m: await runLoad(baseUrl, s.load, headers, { seconds, connections }) });
  }
  return out;
}

function print(label: string, titles: number, built: { generateMs: number; loadMs: number }, rows: Array<{ s: Scenario; m: Measurement }>) {
  const ceiling = rows.find((r) => r.s.ceiling)?.m.rps ?? NaN;
  console.log(`\n### ${label}, ${titles.toLocaleString('en-US')} titles`);
  console.log(`catalogue built in ${(built.generateMs / 1000).toFixed(1)} s (generate) + ${(built.loadMs / 1000).toFixed(1)} s (load and index)\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | vs ceiling | failures |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const { s, m } of rows) {
    console.log(
      `| ${s.title} | ${Math.round(m.rps)} | ${m.p50Ms.toFixed(2)} | ${m.p99Ms.toFixed(2)} | ${(m.rps / ceiling).toFixed(2)} | ${m.failures} |`,
    );
  }
}

for (const titles of sizes) {
  if (databases.includes('sqlite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-vod-bench-'));
    const file = path.join(dir, 'bench.sqlite');
    try {
      const db = openSqlite(file);
      const built = await prepare(db, titles);
      await db.close();
      const server = await serve({ file });
      try {
        print('SQLite (embedded)', titles, built, await measure(server.baseUrl));
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (databases.includes('postgres')) {
    let bench;
    try {
      bench = await createBenchDatabase(pgUrl);
    } catch (e) {
      console.log(`PostgreSQL skipped: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    try {
      const db = openPostgres(bench.url, 4);
      const built = await prepare(db, titles);
      await db.close();
      const server = await serve({ url: bench.url });
      try {
        print(bench.version, titles, built, await measure(server.baseUrl));
      } finally {
        await server.stop();
      }
    } finally {
      await bench.drop();
    }
  }
}
