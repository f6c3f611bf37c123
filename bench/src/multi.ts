import { headersFor, runLoad, type Measurement } from './load.ts';
import { createBenchDatabase } from './postgres.ts';
import type { DatabaseRun, ScenarioResult } from './report.ts';
import { withRatios } from './report.ts';
import type { Load } from './scenarios.ts';
import { startServer, type RunningServer } from './server-process.ts';

// Several processes on one PostgreSQL and one Redis, as behind a load balancer (docs/scaling.md):
// the same loads against one process and against two, the connections split evenly between them
// (a client-side stand-in for the balancer). On a machine with few cores the load generator and
// the servers share them, so the figure says more about correctness and overhead than headroom.

const loads: Array<{ id: string; title: string; load: Load }> = [
  { id: 'health', title: 'GET /api/health (ceiling)', load: { path: '/api/health' } },
  {
    id: 'session',
    title: 'GET /api/session, signed in (session in Redis)',
    load: { path: '/api/session', as: 'jsmith' },
  },
  {
    id: 'billing-summary',
    title: 'GET /api/billing/summary, jsmith',
    load: { path: '/api/billing/summary', as: 'jsmith' },
  },
];

/** One load spread over the servers: rates add up, the slowest server's latency is the figure. */
async function measureAcross(
  servers: RunningServer[],
  load: Load,
  opts: { seconds: number; connections: number },
): Promise<Measurement> {
  // Signed in once, on the first process: the others must accept that session (Redis).
  const headers = await headersFor(servers[0]!.baseUrl, load);
  const share = Math.max(1, Math.round(opts.connections / servers.length));
  await Promise.all(
    servers.map((s) => runLoad(s.baseUrl, load, headers, { seconds: 1, connections: share })),
  );
  const parts = await Promise.all(
    servers.map((s) => runLoad(s.baseUrl, load, headers, { seconds: opts.seconds, connections: share })),
  );
  return {
    rps: parts.reduce((n, m) => n + m.rps, 0),
    p50Ms: Math.max(...parts.map((m) => m.p50Ms)),
    p99Ms: Math.max(...parts.map((m) => m.p99Ms)),
    requests: parts.reduce((n, m) => n + m.requests, 0),
    failures: parts.reduce((n, m) => n + m.failures, 0),
  };
}

/** The loads on 1 and then 2 processes sharing a fresh PostgreSQL database and Redis. */
export async function benchProcesses(
  pgUrl: string,
  redisUrl: string,
  opts: { seconds: number; connections: number },
): Promise<DatabaseRun[]> {
  let db;
  try {
    db = await createBenchDatabase(pgUrl);
  } catch (e) {
    const why = `PostgreSQL could not be reached (${e instanceof Error ? e.message : String(e)}).`;
    return [
      { database: 'postgres', label: 'PostgreSQL and Redis, several processes', skipped: why, scenarios: [] },
    ];
  }
  const runs: DatabaseRun[] = [];
  try {
    for (const count of [1, 2]) {
      const label = `${db.version} and Redis, ${count} process${count > 1 ? 'es' : ''}`;
      console.log(label);
      // The first process seeds the empty database; the second starts on the seeded one.
      const first = await startServer({ databaseUrl: db.url, redisUrl });
      const servers = [
        first,
        ...(await Promise.all(
          Array.from({ length: count - 1 }, () => startServer({ databaseUrl: db.url, redisUrl })),
        )),
      ];
      try {
        const measured: Array<{ id: string; title: string; m: Measurement }> = [];
        for (const l of loads) {
          process.stdout.write(`  ${l.title} … `);
          const m = await measureAcross(servers, l.load, opts);
          console.log(
            `${Math.round(m.rps)} req/s, p99 ${m.p99Ms.toFixed(2)} ms${m.failures ? `, ${m.failures} failed` : ''}`,
          );
          measured.push({ ...l, m });
        }
        const ceiling = measured[0]?.m;
        const scenarios: ScenarioResult[] = measured.map(({ id, title, m }) => ({
          id,
          title,
          ...m,
          ratio: withRatios(ceiling, m),
        }));
        runs.push({ database: 'postgres', label, scenarios });
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    }
  } finally {
    await db.drop();
  }
  return runs;
}
