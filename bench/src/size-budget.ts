import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// npm run budget -w @coax/bench: what the built web app (apps/web/dist) makes a browser
// download, per route, against the budgets of issue 8. Run `npm run build -w @coax/web` first.

export const KiB = 1024;

export const BUDGETS = {
  /** the JavaScript a first visit to /home downloads, gzipped */
  firstVisitJs: 150 * KiB,
  /** the JavaScript any one route needs (entry and the route's own chunks), gzipped */
  routeJs: 300 * KiB,
  /** all stylesheets (gzipped) and fonts (as stored: woff2 is already compressed) */
  cssAndFonts: 100 * KiB,
};

/** The route chunk whose closure joins the entry's on a first visit to /home. */
const HOME_CHUNK = /(^|[/-])home(-page|-route)?$/i;
const FONT = /\.(woff2?|ttf|otf|eot)$/i;

interface Chunk {
  /** path under dist, e.g. 'assets/home-page-BNKq0zSw.js' */
  file: string;
  /** a readable name: the source module from the manifest, or the file name without its hash */
  name: string;
  imports: string[];
  dynamicImports: string[];
}

export interface RouteSize {
  route: string;
  files: string[];
  gzipBytes: number;
}

export interface SizeReport {
  /** how the chunk graph was read */
  source: 'manifest' | 'imports' | 'single';
  notes: string[];
  firstVisit: RouteSize;
  routes: RouteSize[];
  cssAndFonts: { files: string[]; bytes: number };
}

const gz = (dist: string, file: string) => gzipSync(fs.readFileSync(path.join(dist, file))).length;

function walk(dir: string, base = ''): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(base, e.name);
    return e.isDirectory() ? (e.name === '.vite' ? [] : walk(dir, rel)) : [rel];
  });
}

/** 'assets/home-page-BNKq0zSw.js' -> 'home-page' (Vite's [name]-[hash] file names). */
export const chunkName = (file: string) =>
  path.posix
    .basename(file)
    .replace(/-[\w-]{8}\.js$/, '')
    .replace(/\.js$/, '');

/** The script and modulepreload files index.html names: what a first visit fetches before any route code. */
function htmlEntries(dist: string, html: string, jsFiles: Set<string>): string[] {
  // A nomodule script is fetched only by browsers too old to run the app; a first visit never loads it.
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)=["']([^"']+\.js)["'][^>]*>/gi)]
    .filter((m) => !/\bnomodule\b/i.test(m[0]))
    .map((m) => m[1] ?? '');
  return refs
    .map((ref) => ref.replace(/^https?:\/\/[^/]+/, '').replace(/^\.?\//, ''))
    .map((rel) =>
      jsFiles.has(rel) ? rel : ([...jsFiles].find((f) => f.endsWith(`/${path.posix.basename(rel)}`)) ?? rel),
    )
    .filter((rel) => fs.existsSync(path.join(dist, rel)));
}

/** The chunk graph from Vite's manifest (build.manifest: true). */
function fromManifest(
  manifest: Record<
    string,
    { file: string; src?: string; name?: string; imports?: string[]; dynamicImports?: string[] }
  >,
): Map<string, Chunk> {
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const graph = new Map<string, Chunk>();
  for (const [key, e] of Object.entries(manifest)) {
    if (!e.file.endsWith('.js')) continue;
    graph.set(e.file, {
      file: e.file,
      name: (e.src ?? key).replace(/\.[jt]sx?$/, ''),
      imports: (e.imports ?? []).map(fileOf),
      dynamicImports: (e.dynamicImports ?? []).map(fileOf),
    });
  }
  return graph;
}

/** The chunk graph read from the emitted modules' own import statements (Rollup writes them plainly). */
function fromImports(dist: string, jsFiles: string[]): Map<string, Chunk> {
  const graph = new Map<string, Chunk>();
  for (const file of jsFiles) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    const resolve = (spec: string) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+\.js)["']/g)].map((m) =>
      resolve(m[1] ?? ''),
    );
    const dynamicImports = [...code.matchAll(/\bimport\(\s*["'](\.\.?\/[^"']+\.js)["']\s*\)/g)].map((m) =>
      resolve(m[1] ?? ''),
    );
    graph.set(file, {
      file,
      name: chunkName(file),
      imports: [...new Set(imports)],
      dynamicImports: [...new Set(dynamicImports)],
    });
  }
  return graph;
}

/** Every file a set of chunks loads statically, themselves included. */
function closure(graph: Map<string, Chunk>, roots: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const f = stack.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...(graph.get(f)?.imports ?? []));
  }
  return [...seen].sort();
}

/** Measures a built web app. Works on whatever dist exists: with a manifest, without one, with one bundle. */
export function measure(dist: string): SizeReport {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    throw new Error(`${index} does not exist: run npm run build -w @coax/web first.`);
  }
  const files = walk(dist);
  const jsFiles = files.filter((f) => f.endsWith('.js'));
  const notes: string[] = [];
  const sizes = new Map(jsFiles.map((f) => [f, gz(dist, f)]));
  const sum = (fs_: string[]) => fs_.reduce((n, f) => n + (sizes.get(f) ?? 0), 0);

  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  let source: SizeReport['source'];
  let graph: Map<string, Chunk>;
  if (fs.existsSync(manifestPath)) {
    source = 'manifest';
    graph = fromManifest(JSON.parse(fs.readFileSync(manifestPath, 'utf8')));
  } else {
    notes.push(
      'No dist/.vite/manifest.json: the lead should set build.manifest = true in apps/web/vite.config.ts; chunks were read from their import statements instead.',
    );
    graph = fromImports(dist, jsFiles);
    source = [...graph.values()].some((c) => c.imports.length > 0 || c.dynamicImports.length > 0)
      ? 'imports'
      : 'single';
  }

  const entries = htmlEntries(dist, fs.readFileSync(index, 'utf8'), new Set(jsFiles));
  if (source === 'single') {
    notes.push('No imports between chunks were found: all JavaScript is counted as one route.');
    const all = { route: 'all JavaScript', files: [...jsFiles].sort(), gzipBytes: sum(jsFiles) };
    return {
      source,
      notes,
      firstVisit: { ...all, route: '/home (first visit)' },
      routes: [all],
      cssAndFonts: cssAndFonts(dist, files),
    };
  }

  const entryClosure = closure(graph, entries);
  const lazy = [...new Set([...graph.values()].flatMap((c) => c.dynamicImports))]
    .filter((f) => graph.has(f))
    .sort();
  const routes = lazy.map((f) => {
    const all = closure(graph, [...entries, f]);
    return { route: graph.get(f)?.name ?? f, files: all, gzipBytes: sum(all) };
  });
  const home = lazy.filter((f) => HOME_CHUNK.test(graph.get(f)?.name ?? ''));
  if (home.length === 0) {
    notes.push('No lazily loaded home chunk was found: the first visit counts only what index.html loads.');
  }
  const first = closure(graph, [...entries, ...home]);
  return {
    source,
    notes,
    firstVisit: { route: '/home (first visit)', files: first, gzipBytes: sum(first) },
    routes: [{ route: '(entry only)', files: entryClosure, gzipBytes: sum(entryClosure) }, ...routes],
    cssAndFonts: cssAndFonts(dist, files),
  };
}

function cssAndFonts(dist: string, files: string[]) {
  const picked = files.filter((f) => f.endsWith('.css') || FONT.test(f)).sort();
  const bytes = picked.reduce(
    (n, f) => n + (FONT.test(f) ? fs.statSync(path.join(dist, f)).size : gz(dist, f)),
    0,
  );
  return { files: picked, bytes };
}

/** The budgets a report breaks, each as one sentence. */
export function overBudget(r: SizeReport, budgets = BUDGETS): string[] {
  const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
  const out: string[] = [];
  if (r.firstVisit.gzipBytes > budgets.firstVisitJs) {
    out.push(
      `A first visit to /home downloads ${kib(r.firstVisit.gzipBytes)} of JavaScript (gzipped); the budget is ${kib(budgets.firstVisitJs)}.`,
    );
  }
  for (const route of r.routes) {
    if (route.gzipBytes > budgets.routeJs) {
      out.push(
        `The route ${route.route} needs ${kib(route.gzipBytes)} of JavaScript (gzipped); the budget is ${kib(budgets.routeJs)}.`,
      );
    }
  }
  if (r.cssAndFonts.bytes > budgets.cssAndFonts) {
    out.push(
      `Stylesheets and fonts come to ${kib(r.cssAndFonts.bytes)}; the budget is ${kib(budgets.cssAndFonts)}.`,
    );
  }
  return out;
}

export function formatReport(r: SizeReport, budgets = BUDGETS): string {
  const kib = (n: number) => (n / KiB).toFixed(1).padStart(7);
  const width = Math.max(24, ...r.routes.map((x) => x.route.length));
  const row = (name: string, bytes: number, budget: number) =>
    `${name.padEnd(width)} ${kib(bytes)} KiB  of ${kib(budget)} KiB  ${bytes > budget ? 'OVER' : 'ok'}`;
  return [
    `JavaScript per route (gzipped; graph from ${r.source}):`,
    row(r.firstVisit.route, r.firstVisit.gzipBytes, budgets.firstVisitJs),
    ...r.routes.map((x) => row(x.route, x.gzipBytes, budgets.routeJs)),
    '',
    row('CSS and fonts', r.cssAndFonts.bytes, budgets.cssAndFonts),
    ...r.notes.map((n) => `\nNote: ${n}`),
  ].join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dist = path.resolve(process.argv[2] ?? path.join(root, 'apps', 'web', 'dist'));
  try {
    const report = measure(dist);
    console.log(formatReport(report));
    const over = overBudget(report);
    if (over.length > 0) {
      console.error(`\nOver budget:\n${over.map((o) => `  - ${o}`).join('\n')}`);
      process.exit(1);
    }
    console.log('\nAll size budgets met.');
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
