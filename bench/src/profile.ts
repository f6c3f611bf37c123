import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { headersFor, runLoad } from './load.ts';
import { scenarios, type Scenario } from './scenarios.ts';
import { repoRoot, startServer } from './server-process.ts';

// Where a request's time goes: the real server runs with `node --cpu-prof` under one scenario's
// load at a time, and the profile's self time is summed by function and by where the code lives
// (our files, each package, Node itself). The .cpuprofile files stay in the output folder for a
// flame graph (Chrome DevTools' Performance panel or speedscope open them as they are).

const PROFILED = (process.env.PROFILE_SCENARIOS ?? 'health,session,billing-summary,payment-now').split(',');
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 8);
const TOP = 14;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  /** the node each sample found on top of the stack, and the microseconds since the one before */
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a frame's code lives: one of our files, a package, Node itself, or the VM's own work. */
export function placeOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  if (url.startsWith('node:')) return 'node';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const ours = /(apps|packages)\/[^/]+\/src\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/…/${ours[2]}` : url;
}

interface Share {
  name: string;
  ms: number;
}

/**
 * Self time by place and by function, in milliseconds, largest first: of the samples taken in
 * the profile's last `lastMs` (the measured load, not the start-up before it), or of all of them.
 */
export function selfTimes(
  profile: CpuProfile,
  lastMs = Infinity,
): { total: number; places: Share[]; functions: Share[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const from = profile.endTime - lastMs * 1000;
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += deltas[i] ?? 0;
    // a sample stands for the time until the next one
    const ms = ((deltas[i + 1] ?? 0) || 0) / 1000;
    const node = byId.get(samples[i] ?? -1);
    if (at < from || !node || ms <= 0) continue;
    total += ms;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    places.set(place, (places.get(place) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} — ${place}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) =>
    [...m].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { total, places: sorted(places), functions: sorted(functions) };
}

function table(shares: Share[], total: number): string {
  const rows = shares
    .slice(0, TOP)
    .map((s) => `| ${s.name.replace(/\|/g, '\\|')} | ${((100 * s.ms) / total).toFixed(1)}% |`);
  return ['| where | self time |', '|---|---:|', ...rows].join('\n');
}

async function profileOne(scenario: Scenario, outDir: string): Promise<string> {
  const dir = path.join(outDir, scenario.id);
  fs.mkdirSync(dir, { recursive: true });
  const server = await startServer({ nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  let rps = 0;
  let measuredFrom = Date.now();
  try {
    const headers = await headersFor(server.baseUrl, scenario.load);
    await runLoad(server.baseUrl, scenario.load, headers, { seconds: 1, connections: 10 });
    measuredFrom = Date.now();
    rps = (await runLoad(server.baseUrl, scenario.load, headers, { seconds: SECONDS, connections: 10 })).rps;
  } finally {
    await server.stop();
  }
  // The profile ends as the process exits: its last stretch, back to the load's start, is the load.
  const lastMs = Date.now() - measuredFrom;
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`The server wrote no CPU profile in ${dir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const { total, places, functions } = selfTimes(profile, lastMs);
  return [
    `## ${scenario.title}`,
    '',
    `${Math.round(rps).toLocaleString('en-US')} answers/s under the profiler (it slows the process); profile \`${path.join(scenario.id, file)}\` in the output folder, summed over the measured load only (its last ${(lastMs / 1000).toFixed(1)} s, which include the stop).`,
    '',
    table(places, total),
    '',
    table(functions, total),
    '',
  ].join('\n');
}

async function main() {
  const outDir = process.env.PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'coax-profile-'));
  const commit = execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim();
  const parts = [
    '# Where a request goes: CPU profiles',
    '',
    `${new Date().toISOString()}, commit ${commit}, load average at start ${os.loadavg()[0]?.toFixed(2)}. Each scenario: the real server (production settings, SQLite) under \`node --cpu-prof\`, 10 connections for ${SECONDS} s after a 1 s warm-up, from the same machine. Self time is summed by where the code lives, then by function; \`(idle)\` is the event loop waiting, \`(garbage collector)\` the VM's.`,
    '',
  ];
  for (const id of PROFILED) {
    const scenario = scenarios.find((s) => s.id === id);
    if (scenario) parts.push(await profileOne(scenario, outDir));
  }
  const out = path.join(repoRoot, 'bench/results/profile.md');
  fs.writeFileSync(out, parts.join('\n'));
  console.log(`Wrote ${path.relative(repoRoot, out)}; profiles in ${outDir}`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
