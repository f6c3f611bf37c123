import fs from 'node:fs';
import path from 'node:path';

// The results of `npm run lighthouse`: one section per preset, each with the commit it measured and
// the machine's load average around it (the machine is shared, so a low score under load says less
// than one on an idle machine). bench/results/lighthouse-notes.md, written by hand, says what keeps
// a page under target; it is copied under the tables.

export const TARGET_PERFORMANCE = 95;
export const TARGET_CLS = 0.1;

export type PresetName = 'desktop' | 'mobile';

export interface RunResult {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** /proc/loadavg's 1-minute figure when the run started */
  load1: number;
}

/** What Lighthouse says costs on a page, from its last run: where to look when it scores low. */
export interface Diagnostics {
  lcpElement: string;
  renderBlocking: string[];
  mainThreadMs: number;
  scriptKb: number;
}

export interface PageResult {
  page: string;
  signedIn: boolean;
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  runs: RunResult[];
  diagnostics: Diagnostics;
}

export interface PresetSection {
  commit: string;
  startedAt: string;
  /** /proc/loadavg (1, 5 and 15 minutes) at the start and at the end of the preset's runs */
  loadStart: string;
  loadEnd: string;
  /** false while the preset's run is under way, and for a run stopped before its last page */
  complete: boolean;
  pages: PageResult[];
}

export type Results = Partial<Record<PresetName, PresetSection>>;

export const PRESET_TITLES: Record<PresetName, string> = {
  desktop: 'Desktop preset (no throttling of the CPU, 1350×940)',
  mobile: 'Mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbit/s; 4× CPU slowdown; Moto G Power screen)',
};

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** A page is under target when its median performance or layout shift misses. */
export const belowTarget = (r: PageResult) => r.performance < TARGET_PERFORMANCE || r.cls > TARGET_CLS;

/** The results file as written before, or nothing when it is missing or in the older one-table shape. */
export function readResults(file: string): Results {
  if (!fs.existsSync(file)) return {};
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return parsed as Results;
}

function section(name: PresetName, s: PresetSection, runs: number): string[] {
  const failed = s.pages.filter(belowTarget);
  return [
    `## ${PRESET_TITLES[name]}`,
    '',
    `Commit ${s.commit}, started ${s.startedAt}. Load average at start: ${s.loadStart}; at end: ${s.loadEnd}.`,
    ...(s.complete ? [] : ['', `**Partial run**: it stopped after ${s.pages.length} of the pages.`]),
    '',
    `| page | signed in | performance | accessibility | CLS | LCP (ms) | TBT (ms) | performance per run (load average) |`,
    '|---|---|---|---|---|---|---|---|',
    ...s.pages.map(
      (r) =>
        `| ${r.page} | ${r.signedIn ? 'jsmith' : 'visitor'} | ${r.performance} | ${r.accessibility} | ${r.cls.toFixed(3)} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.runs.map((x) => `${x.performance} (${x.load1.toFixed(2)})`).join(', ')} |`,
    ),
    '',
    failed.length === 0
      ? `Every page meets performance >= ${TARGET_PERFORMANCE} and CLS <= ${TARGET_CLS} (median of ${runs} runs).`
      : `Below target (median of ${runs} runs): ${failed.map((r) => r.page).join(', ')}.`,
    '',
  ];
}

/** The Markdown report: both presets' tables, then the hand-written notes if there are any. */
export function renderReport(results: Results, runs: number, notesFile: string): string {
  const lines = [
    `# Lighthouse 12 (median of ${runs} runs per page)`,
    '',
    'The machine that ran this is shared with other work; each run records the 1-minute load average',
    '(`/proc/loadavg`) when it started, so a low run under a high load can be read as such.',
    '',
  ];
  for (const name of ['mobile', 'desktop'] as const) {
    const s = results[name];
    if (s) lines.push(...section(name, s, runs));
  }
  if (fs.existsSync(notesFile)) lines.push(fs.readFileSync(notesFile, 'utf8').trim(), '');
  return lines.join('\n');
}

export function writeResults(dir: string, results: Results, runs: number): string {
  fs.mkdirSync(dir, { recursive: true });
  const md = renderReport(results, runs, path.join(dir, 'lighthouse-notes.md'));
  fs.writeFileSync(path.join(dir, 'lighthouse.md'), md);
  fs.writeFileSync(path.join(dir, 'lighthouse.json'), `${JSON.stringify(results, null, 2)}\n`);
  return md;
}
