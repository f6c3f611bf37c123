import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from './postgres.ts';
import { gitCommit, machineInfo } from './report.ts';
import { DEMO_PASSWORD } from './scenarios.ts';
import { repoRoot, startServer, type RunningServer } from './server-process.ts';

// npm run soak -w @coax/bench: mixed traffic (browse, sign in, pay, record) against two processes
// on one PostgreSQL and one Redis, as behind a load balancer (docs/scaling.md), for SOAK_MINUTES
// (10). Each virtual person signs in on one process and sends every other request to either, so
// sessions and keys are shared as they would be. Reported per minute: each process's memory
// (resident set), p99 per scenario, and errors (any 5xx, or any answer a scenario does not expect).
// Settings: SOAK_MINUTES (10), SOAK_PEOPLE per scenario (2), BENCH_PG_URL, BENCH_REDIS_URL.

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const people = Number(process.env.SOAK_PEOPLE ?? 2);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!(minutes > 0) || !(people > 0)) throw new Error('SOAK_MINUTES and SOAK_PEOPLE must be positive');

const SCENARIOS = ['browse', 'sign-in', 'pay', 'record'] as const;
type ScenarioId = (typeof SCENARIOS)[number];

interface Minute {
  latencies: Record<ScenarioId, number[]>;
  errors: Record<ScenarioId, number>;
  serverErrors: number;
  rssMb: number[];
}

const emptyMinute = (servers: number): Minute => ({
  latencies: { browse: [], 'sign-in': [], pay: [], record: [] },
  errors: { browse: 0, 'sign-in': 0, pay: 0, record: 0 },
  serverErrors: 0,
  rssMb: Array.from({ length: servers }, () => 0),
});

/** A browser's cookie jar and anti-forgery token, shared by the processes (sessions in Redis). */
class Person {
  private jar = new Map<string, string>();
  private csrf = '';
  /** the last answer outside 2xx, for the report */
  lastProblem = '';
  constructor(private readonly servers: RunningServer[]) {}

  private base(i: number) {
    return this.servers[i % this.servers.length]!.baseUrl;
  }

  async send(i: number, method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.base(i)}${p}`, {
      method,
      headers: {
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(method === 'GET' ? {} : { 'x-csrf-token': this.csrf, 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    this.csrf = this.jar.get('coax_csrf') ?? this.csrf;
    if (res.status >= 300) this.lastProblem = `${method} ${p.split('?')[0]} ${res.status}`;
    return res;
  }

  async signIn(i: number, id: string) {
    await this.send(i, 'GET', '/api/session');
    return this.send(i, 'POST', '/api/session/login', { id, password: DEMO_PASSWORD });
  }
}

/** One step of a scenario: the requests a person makes, true when every answer was the expected one. */
type Step = (p: Person, turn: number) => Promise<boolean>;

const ok = (res: Response) => res.status >= 200 && res.status < 300;

/** Sets an airing three hours ahead to record and cancels it again, as a person trying the DVR. */
const recordStep: Step = async (p, turn) => {
  const boxes = (await (await p.send(turn, 'GET', '/api/dvr/boxes')).json()) as {
    boxes: { boxId: number }[];
  };
  const boxId = boxes.boxes[0]?.boxId;
  const start = Date.now() + 3 * 3_600_000;
  const res = await p.send(
    turn + 1,
    'GET',
    `/api/guide/window?start=${start}&hours=1&offset=${turn % 20}&count=5`,
  );
  const win = (await res.json()) as {
    channels: { callsign: string; airings: { start: number; seriesId: string | null }[] }[];
  };
  const later = (a: { start: number }) => a.start > Date.now() + 3_600_000;
  const ch = win.channels.find((c) => c.airings.some(later));
  const airing = ch?.airings.find(later);
  if (!boxId || !ch || !airing) {
    p.lastProblem = `no box (${boxId}) or no airing in the window (${res.status})`;
    return false;
  }
  const saved = await p.send(
    turn,
    'POST',
    '/api/dvr/recordings',
    { boxId, callSign: ch.callsign, startTime: airing.start, recType: 0 },
    { 'idempotency-key': randomUUID() },
  );
  // A tuner conflict is a rule the person meets, not a fault: 409 is expected here.
  if (saved.status === 409) return true;
  if (!ok(saved)) return false;
  const ids = ((await saved.json()) as { recordings: { id: number }[] }).recordings.map((r) => r.id);
  return ok(await p.send(turn + 1, 'POST', '/api/dvr/recordings/cancel', { ids }));
};

const steps: Record<ScenarioId, { as: string; step: Step }> = {
  browse: {
    as: 'jsmith',
    step: async (p, turn) => {
      const answers = await Promise.all([
        p.send(turn, 'GET', '/api/vod/landing'),
        p.send(turn + 1, 'GET', '/api/guide/channels'),
        p.send(turn, 'GET', '/api/billing/summary'),
        p.send(turn + 1, 'GET', '/api/faq/products'),
      ]);
      return answers.every(ok);
    },
  },
  'sign-in': {
    // argon2 at production cost: a person who signs in, looks at the session, signs out.
    as: '',
    step: async (p, turn) =>
      ok(await p.signIn(turn, 'acmebiz')) &&
      ok(await p.send(turn + 1, 'GET', '/api/session')) &&
      ok(await p.send(turn, 'POST', '/api/session/logout', {})),
  },
  pay: {
    as: 'mgarcia',
    step: async (p, turn) =>
      ok(
        await p.send(
          turn,
          'POST',
          '/api/billing/payments',
          { methodId: 'pm_demo_mgarcia_visa', amountCents: 100, payDate: 'now' },
          { 'idempotency-key': randomUUID() },
        ),
      ),
  },
  record: { as: 'jsmith', step: recordStep },
};

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

const p99 = (xs: number[]) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(0.99 * s.length))]! * 10) / 10;
};

async function main() {
  const database = await createBenchDatabase(pgUrl);
  // Both processes start together on the empty database: one migrates and seeds, the other waits.
  const servers = await Promise.all([
    startServer({ databaseUrl: database.url, redisUrl }),
    startServer({ databaseUrl: database.url, redisUrl }),
  ]);
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]!.toFixed(1);
  const endsAt = startedAt + minutes * 60_000;
  const log: Minute[] = [emptyMinute(servers.length)];
  const current = () => log[Math.min(log.length - 1, Math.floor((Date.now() - startedAt) / 60_000))]!;
  const memory = servers.map((s) => rssMb(s.pid));
  log[0]!.rssMb = memory;
  const ticker = setInterval(() => {
    log.at(-1)!.rssMb = servers.map((s) => rssMb(s.pid));
    if (Date.now() < endsAt) log.push(emptyMinute(servers.length));
  }, 60_000);

  const problems = new Map<string, number>();
  const run = async (id: ScenarioId, n: number) => {
    const p = new Person(servers);
    const def = steps[id];
    if (def.as) await p.signIn(n, def.as);
    for (let turn = n; Date.now() < endsAt; turn++) {
      const t0 = performance.now();
      let good = false;
      p.lastProblem = 'no answer';
      try {
        good = await def.step(p, turn);
      } catch (e) {
        p.lastProblem = e instanceof Error ? e.message : String(e);
      }
      const m = current();
      m.latencies[id].push(performance.now() - t0);
      if (!good) {
        m.errors[id] += 1;
        problems.set(`${id}: ${p.lastProblem}`, (problems.get(`${id}: ${p.lastProblem}`) ?? 0) + 1);
      }
    }
  };
  // 5xx from either process, counted apart from the scenarios' own expectations.
  const originalFetch = globalThis.fetch;
  globalThis.fetch = async (...args) => {
    const res = await originalFetch(...args);
    if (res.status >= 500) current().serverErrors += 1;
    return res;
  };
  try {
    await Promise.all(SCENARIOS.flatMap((id) => Array.from({ length: people }, (_, n) => run(id, n))));
  } finally {
    clearInterval(ticker);
    globalThis.fetch = originalFetch;
  }
  log.at(-1)!.rssMb = servers.map((s) => rssMb(s.pid));
  const loadAtEnd = os.loadavg()[0]!.toFixed(1);
  await Promise.all(servers.map((s) => s.stop()));
  await database.drop();

  const rows = log.map((m, i) => {
    const cells = SCENARIOS.map((id) => `${p99(m.latencies[id])} (${m.latencies[id].length})`);
    const errors = SCENARIOS.reduce((n, id) => n + m.errors[id], 0);
    return `| ${i + 1} | ${m.rssMb.join(' / ')} | ${cells.join(' | ')} | ${errors} | ${m.serverErrors} |`;
  });
  const machine = machineInfo();
  const md = [
    '# Soak: two processes, mixed traffic',
    '',
    `${minutes} min on PostgreSQL and Redis, ${people} people per scenario; commit ${gitCommit(repoRoot) ?? '?'}; ${machine.cpus} × ${machine.cpuModel}.`,
    `Memory at start: ${memory.join(' / ')} MB; at end: ${log.at(-1)!.rssMb.join(' / ')} MB.`,
    `Load average (1 min) at start ${loadAtStart}, at end ${loadAtEnd}: latencies are the machine's as much as the server's.`,
    '',
    '| minute | memory MB (process 1 / 2) | browse p99 ms (steps) | sign-in p99 ms (steps) | pay p99 ms (steps) | record p99 ms (steps) | unexpected answers | 5xx |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    problems.size === 0
      ? 'Every answer was the one its scenario expects.'
      : `Unexpected answers: ${[...problems].map(([k, n]) => `${k} (${n})`).join('; ')}.`,
    '',
  ].join('\n');
  const out = path.join(repoRoot, 'bench/results/soak.md');
  fs.writeFileSync(out, md);
  process.stdout.write(md);
  const bad = log.reduce((n, m) => n + m.serverErrors, 0);
  if (bad > 0) process.exitCode = 1;
}

await main();
