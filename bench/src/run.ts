import path from 'node:path';
import { headersFor, runLoad, type Measurement } from './load.ts';
import { createBenchDatabase } from './postgres.ts';
import {
  gitCommit,
  machineInfo,
  withRatios,
  writeReport,
  type BenchReport,
  type DatabaseRun,
  type ScenarioResult,
} from './report.ts';
import { scenarios, type Scenario } from './scenarios.ts';
import { repoRoot, startServer } from './server-process.ts';
import { benchVodPostgres, benchVodSqlite } from './vod.ts';
import { benchGuidePostgres, benchGuideSqlite } from './guide.ts';
import { benchProcesses } from './multi.ts';
import { startBare } from './bare.ts';

// npm run bench: the scenarios in scenarios.ts against the real server, on the embedded
// database and then on PostgreSQL. Settings come from the environment:
//   BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1), BENCH_CONNECTIONS (10),
//   BENCH_DATABASES ('sqlite,postgres'), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres),
//   BENCH_VOD_TITLES (on-demand catalogue sizes, '10000,100000'; 'off' skips them).
//   BENCH_GUIDE (the guide at 500 channels x 14 days; 'off' skips it),
//   BENCH_REDIS_URL (redis://127.0.0.1:6379; 'off' skips the run with two processes),
//   BENCH_SCENARIOS (a comma list of scenario ids to run, the ceiling always among them; all when unset).

const num = (name: string, def: number) => {
  const v = Number(process.env[name] ?? def);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const settings = {
  seconds: num('BENCH_SECONDS', 5),
  warmupSeconds: num('BENCH_WARMUP_SECONDS', 1),
  connections: num('BENCH_CONNECTIONS', 10),
};
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((s) => s.trim());
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const vodSizes =
  process.env.BENCH_VOD_TITLES === 'off'
    ? []
    : (process.env.BENCH_VOD_TITLES ?? '10000,100000').split(',').map((s) => {
        const n = Number(s);
        if (!Number.isInteger(n) || n < 1000) {
          throw new Error('BENCH_VOD_TITLES is a comma list of sizes of 1000 or more, or off');
        }
        return n;
      });

const only = process.env.BENCH_SCENARIOS?.split(',').map((s) => s.trim());
const chosen = (list: Scenario[]) => (only ? list.filter((s) => s.ceiling || only.includes(s.id)) : list);

/** Runs every chosen scenario against one running server. */
async function runScenarios(baseUrl: string, all: Scenario[] = scenarios): Promise<ScenarioResult[]> {
  const list = chosen(all);
  const measured: Array<{ s: Scenario; m: Measurement; bg?: Measurement }> = [];
  const bare = await measureBare(baseUrl);
  for (const s of list) {
    process.stdout.write(`  ${s.title} … `);
    const headers = await headersFor(baseUrl, s.load);
    const bgHeaders = s.background ? await headersFor(baseUrl, s.background) : undefined;
    const run = async (seconds: number) => {
      const opts = { seconds, connections: settings.connections };
      // The background starts first so the measured requests meet it at full strength.
      const bg =
        s.background && bgHeaders
          ? runLoad(baseUrl, s.background, bgHeaders, { ...opts, seconds: seconds + 1 })
          : undefined;
      if (bg) await new Promise((r) => setTimeout(r, 500));
      const m = await runLoad(baseUrl, s.load, headers, opts);
      return { m, bg: bg ? await bg : undefined };
    };
    await run(settings.warmupSeconds);
    const { m, bg } = await run(settings.seconds);
    measured.push({ s, m, ...(bg ? { bg } : {}) });
    console.log(
      `${Math.round(m.rps)} req/s, p99 ${m.p99Ms.toFixed(2)} ms${m.failures ? `, ${m.failures} failed` : ''}`,
    );
  }
  const ceiling = measured.find((x) => x.s.ceiling)?.m;
  const bareRow: ScenarioResult = {
    id: 'bare',
    title: 'A bare Fastify route doing no work (the limit)',
    ...bare,
    ratio: withRatios(ceiling, bare),
    vsBare: withRatios(bare, bare),
  };
  return [
    bareRow,
    ...measured.map(({ s, m, bg }) => ({
      id: s.id,
      title: s.title,
      ...m,
      ratio: withRatios(ceiling, m),
      vsBare: withRatios(bare, m),
      ...(bg && s.background
        ? { background: { title: s.background.title, rps: bg.rps, p50Ms: bg.p50Ms, failures: bg.failures } }
        : {}),
    })),
  ];
}

/** The bare process's warm-up, whatever BENCH_WARMUP_SECONDS says. */
const BARE_WARMUP_SECONDS = 3;

/**
 * The bare route in its own process, measured with the same settings and the headers a signed-in
 * browser sends (its session cookie, `Accept-Encoding: br, gzip`), which it ignores.
 */
async function measureBare(baseUrl: string): Promise<Measurement> {
  process.stdout.write('  bare Fastify route … ');
  const headers = await headersFor(baseUrl, { path: '/api/session', as: 'jsmith' });
  const bare = await startBare();
  try {
    const opts = { connections: settings.connections };
    // A fresh process answers at a third of its pace for its first second or two, until its code
    // is optimised; the server it is compared with has been warm since its start-up and seeding.
    const warmup = Math.max(BARE_WARMUP_SECONDS, settings.warmupSeconds);
    await runLoad(bare.url, { path: '/bare' }, headers, { ...opts, seconds: warmup });
    const m = await runLoad(bare.url, { path: '/bare' }, headers, { ...opts, seconds: settings.seconds });
    console.log(`${Math.round(m.rps)} req/s, p99 ${m.p99Ms.toFixed(2)} ms`);
    return m;
  } finally {
    await bare.stop();
  }
}

async function benchSqlite(): Promise<DatabaseRun> {
  console.log('SQLite (embedded)');
  const server = await startServer({});
  try {
    return { database: 'sqlite', label: 'SQLite (embedded)', scenarios: await runScenarios(server.baseUrl) };
  } finally {
    await server.stop();
  }
}

async function benchPostgres(): Promise<DatabaseRun> {
  let db;
  try {
    db = await createBenchDatabase(pgUrl);
  } catch (e) {
    const why = `PostgreSQL at ${pgUrl.replace(/\/\/[^@]*@/, '//…@')} could not be reached (${e instanceof Error ? e.message : String(e)}).`;
    console.log(`PostgreSQL skipped: ${why}`);
    return { database: 'postgres', label: 'PostgreSQL', skipped: why, scenarios: [] };
  }
  console.log(db.version);
  try {
    const server = await startServer({ databaseUrl: db.url });
    try {
      return { database: 'postgres', label: db.version, scenarios: await runScenarios(server.baseUrl) };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}

const report: BenchReport = {
  date: new Date().toISOString(),
  commit: gitCommit(repoRoot),
  machine: machineInfo(),
  settings,
  runs: [],
};
if (databases.includes('sqlite')) report.runs.push(await benchSqlite());
if (databases.includes('postgres')) report.runs.push(await benchPostgres());
for (const titles of vodSizes) {
  if (databases.includes('sqlite')) report.runs.push(await benchVodSqlite(titles, runScenarios));
  if (databases.includes('postgres')) report.runs.push(await benchVodPostgres(titles, pgUrl, runScenarios));
}
if (process.env.BENCH_GUIDE !== 'off') {
  if (databases.includes('sqlite')) report.runs.push(await benchGuideSqlite(runScenarios));
  if (databases.includes('postgres')) report.runs.push(await benchGuidePostgres(pgUrl, runScenarios));
}
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (databases.includes('postgres') && redisUrl !== 'off') {
  report.runs.push(
    ...(await benchProcesses(pgUrl, redisUrl, {
      seconds: settings.seconds,
      connections: settings.connections,
    })),
  );
}

const md = writeReport(path.join(repoRoot, 'bench', 'results'), report);
console.log(`\n${md}`);
console.log('Written to bench/results/latest.md and latest.json.');
