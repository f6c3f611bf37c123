import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Measurement } from './load.ts';

export interface ScenarioResult extends Measurement {
  id: string;
  title: string;
  /** this figure divided by the ceiling's, in the same run on the same database */
  ratio: { rps: number; p50: number; p99: number };
  /** this figure divided by the bare Fastify route's, in the same run */
  vsBare?: { rps: number; p50: number; p99: number };
  /** the background load's own rate, e.g. sign-ins per second */
  background?: { title: string; rps: number; p50Ms: number; failures: number };
}

/** An on-demand catalogue made by the demo generator for a run, and how long it took. */
export interface CatalogueBuild {
  titles: number;
  generateMs: number;
  /** writing the titles and building the browse and search indexes */
  loadMs: number;
}

export interface DatabaseRun {
  database: 'sqlite' | 'postgres';
  label: string;
  /** the on-demand runs: the catalogue the database held */
  catalogue?: CatalogueBuild;
  /** why the database was not measured */
  skipped?: string;
  scenarios: ScenarioResult[];
}

export interface BenchReport {
  date: string;
  commit: string | null;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; os: string; node: string };
  settings: { seconds: number; warmupSeconds: number; connections: number };
  runs: DatabaseRun[];
}

export function machineInfo(): BenchReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

export function gitCommit(cwd: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** Each figure as a ratio to the ceiling's; 1 when the ceiling itself. */
export function withRatios(ceiling: Measurement | undefined, m: Measurement) {
  const r = (a: number, b: number | undefined) => (b && Number.isFinite(a) ? a / b : NaN);
  return { rps: r(m.rps, ceiling?.rps), p50: r(m.p50Ms, ceiling?.p50Ms), p99: r(m.p99Ms, ceiling?.p99Ms) };
}

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 1) : '–');
const times = (n: number) => (Number.isFinite(n) ? `×${n.toFixed(2)}` : '–');

function table(run: DatabaseRun): string {
  if (run.skipped) return `Skipped: ${run.skipped}\n`;
  const rows = run.scenarios.map((s) => {
    const notes = [
      s.background
        ? `${s.background.title}: ${int(s.background.rps)}/s, p50 ${ms(s.background.p50Ms)} ms` +
          (s.background.failures > 0 ? `, ${s.background.failures} failed` : '')
        : '',
      s.failures > 0 ? `**${s.failures} of ${s.requests} requests failed: figure unreliable**` : '',
    ].filter(Boolean);
    const bare = s.vsBare ? times(s.vsBare.rps) : '–';
    return `| ${s.title} | ${int(s.rps)} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${bare} | ${times(s.ratio.rps)} | ${times(s.ratio.p50)} | ${times(s.ratio.p99)} | ${notes.join('; ')} |`;
  });
  return [
    '| scenario | req/s | p50 ms | p99 ms | req/s vs bare | req/s vs ceiling | p50 vs ceiling | p99 vs ceiling | notes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ].join('\n');
}

function catalogueLine(run: DatabaseRun): string[] {
  const c = run.catalogue;
  if (!c) return [];
  const s = (n: number) => `${(n / 1000).toFixed(1)} s`;
  return [
    `Catalogue of ${int(c.titles)} titles built by the demo generator in ${s(c.generateMs)}, loaded and indexed in ${s(c.loadMs)}.`,
    '',
  ];
}

/**
 * For each database, the on-demand figures at the smallest and the largest catalogue side by side:
 * the change should be small, since every read is an index range whatever the size.
 */
export function catalogueComparison(runs: DatabaseRun[]): string[] {
  const out: string[] = [];
  for (const database of ['sqlite', 'postgres'] as const) {
    const sized = runs
      .filter((r) => r.database === database && r.catalogue && !r.skipped)
      .sort((a, b) => (a.catalogue?.titles ?? 0) - (b.catalogue?.titles ?? 0));
    const small = sized[0];
    const big = sized.at(-1);
    if (!small?.catalogue || !big?.catalogue || small === big) continue;
    const k = (n: number) => `${Math.round(n / 1000)}k`;
    const [a, b] = [k(small.catalogue.titles), k(big.catalogue.titles)];
    out.push(
      `## On demand, ${a} → ${b} titles (${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'})`,
      '',
      "Each figure as a ratio to its own run's ceiling, so the machine's noise between the two runs cancels.",
      '',
      `| scenario | ${a} req/s vs ceiling | ${b} req/s vs ceiling | change | ${a} p99 ms | ${b} p99 ms |`,
      '|---|---:|---:|---:|---:|---:|',
    );
    for (const s of big.scenarios.filter((x) => x.ratio.rps !== 1 && x.id !== 'bare')) {
      const before = small.scenarios.find((x) => x.id === s.id);
      if (!before) continue;
      const change = s.ratio.rps / before.ratio.rps - 1;
      const pct = Number.isFinite(change) ? `${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)}%` : '–';
      out.push(
        `| ${s.title} | ${times(before.ratio.rps)} | ${times(s.ratio.rps)} | ${pct} | ${ms(before.p99Ms)} | ${ms(s.p99Ms)} |`,
      );
    }
    out.push('');
  }
  return out;
}

export function toMarkdown(r: BenchReport): string {
  const m = r.machine;
  return [
    '# Coax server benchmark',
    '',
    `${r.date}${r.commit ? `, commit ${r.commit}` : ''}. ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}.`,
    `Each scenario: ${r.settings.warmupSeconds} s warm-up, then ${r.settings.seconds} s measured on ${r.settings.connections} connections ` +
      '(autocannon, in the same machine as the server, which shares its CPUs), each request with the session cookie ' +
      'and `Accept-Encoding: br, gzip`, as a browser sends. "vs bare" divides by a bare Fastify route doing no ' +
      'work in its own process, measured first in each run after a warm-up of at least 3 s; the other ratios divide by the ceiling ' +
      '(`GET /api/health`, the same server doing no work) in the same run on the same database.',
    '',
    ...r.runs.flatMap((run) => [`## ${run.label}`, '', ...catalogueLine(run), table(run)]),
    ...catalogueComparison(r.runs),
  ].join('\n');
}

/** Writes results/latest.json and results/latest.md under `dir`; returns the Markdown. */
export function writeReport(dir: string, r: BenchReport): string {
  fs.mkdirSync(dir, { recursive: true });
  const md = toMarkdown(r);
  // Three decimals are more than the noise allows, and keep the diff of a re-run readable.
  const round = (_k: string, v: unknown) =>
    typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 1000) / 1000 : v;
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(r, round, 2)}\n`);
  fs.writeFileSync(path.join(dir, 'latest.md'), md);
  return md;
}
