import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkName, formatReport, KiB, measure, overBudget } from './size-budget.ts';

// Fake dist folders shaped like Vite's output. Random base64 barely compresses, so a file's
// gzipped size is close to three quarters of its length and budgets can be crossed on purpose.

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Incompressible JavaScript of about `kib` KiB once gzipped, followed by `code`. */
const filler = (kib: number, code = '') =>
  `const x=${JSON.stringify(randomBytes(Math.ceil((kib * KiB) / 0.76) * 0.75).toString('base64'))};${code}`;

function fakeDist(files: Record<string, string>): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-budget-'));
  dirs.push(dist);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
    fs.writeFileSync(path.join(dist, rel), text);
  }
  return dist;
}

const html = (entry: string, preload: string[] = []) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/${entry}"></script>${preload
    .map((p) => `<link rel="modulepreload" crossorigin href="/${p}">`)
    .join(
      '',
    )}<link rel="stylesheet" href="/assets/index-AAAAAAAA.css"></head><body><div id="root"></div></body></html>`;

const gzKiB = (text: string) => gzipSync(text).length / KiB;

describe('size budgets', () => {
  it('names chunks by their Vite file name without the hash', () => {
    expect(chunkName('assets/home-page-BNKq0zSw.js')).toBe('home-page');
    expect(chunkName('assets/index-rQe-DUmm.js')).toBe('index');
    expect(chunkName('assets/plain.js')).toBe('plain');
  });

  it('counts the entry, its preloads and the home chunk as the first visit, reading imports when there is no manifest', () => {
    const entry = filler(
      40,
      'import("./home-page-HHHHHHHH.js");import("./bill-page-BBBBBBBB.js");import{a}from"./vendor-VVVVVVVV.js";',
    );
    const files = {
      'index.html': html('assets/index-IIIIIIII.js', ['assets/vendor-VVVVVVVV.js']),
      'assets/index-IIIIIIII.js': entry,
      'assets/vendor-VVVVVVVV.js': filler(50),
      'assets/home-page-HHHHHHHH.js': filler(10, 'import{b}from"./index-IIIIIIII.js";'),
      'assets/bill-page-BBBBBBBB.js': filler(
        30,
        'import{b}from"./index-IIIIIIII.js";import"./form-FFFFFFFF.js";',
      ),
      'assets/form-FFFFFFFF.js': filler(5),
      'assets/index-AAAAAAAA.css': 'body{color:red}'.repeat(100),
      'assets/brand-WWWWWWWW.woff2': randomBytes(20 * KiB).toString('binary'),
    };
    const r = measure(fakeDist(files));
    expect(r.source).toBe('imports');
    expect(r.notes.join(' ')).toContain('build.manifest');
    expect(r.firstVisit.files).toEqual([
      'assets/home-page-HHHHHHHH.js',
      'assets/index-IIIIIIII.js',
      'assets/vendor-VVVVVVVV.js',
    ]);
    const bill = r.routes.find((x) => x.route === 'bill-page');
    expect(bill?.files).toEqual([
      'assets/bill-page-BBBBBBBB.js',
      'assets/form-FFFFFFFF.js',
      'assets/index-IIIIIIII.js',
      'assets/vendor-VVVVVVVV.js',
    ]);
    const expected = [
      'assets/bill-page-BBBBBBBB.js',
      'assets/form-FFFFFFFF.js',
      'assets/index-IIIIIIII.js',
      'assets/vendor-VVVVVVVV.js',
    ]
      .map((f) => gzKiB(files[f as keyof typeof files]))
      .reduce((a, b) => a + b, 0);
    expect((bill?.gzipBytes ?? 0) / KiB).toBeCloseTo(expected, 3);
    // The stylesheet gzipped, the font as stored.
    expect(r.cssAndFonts.files).toEqual(['assets/brand-WWWWWWWW.woff2', 'assets/index-AAAAAAAA.css']);
    expect(r.cssAndFonts.bytes).toBe(
      gzipSync(files['assets/index-AAAAAAAA.css']).length +
        Buffer.byteLength(files['assets/brand-WWWWWWWW.woff2']),
    );
    expect(overBudget(r)).toEqual([]);
    expect(formatReport(r)).toMatch(/bill-page\s+\d+\.\d KiB/);
  });

  it('fails the first visit when the entry and home chunk pass 150 KiB, naming the figure and the budget', () => {
    const r = measure(
      fakeDist({
        'index.html': html('assets/index-IIIIIIII.js'),
        'assets/index-IIIIIIII.js': filler(120, 'import("./home-page-HHHHHHHH.js");'),
        'assets/home-page-HHHHHHHH.js': filler(40),
      }),
    );
    const over = overBudget(r);
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(
      /^A first visit to \/home downloads 1[56]\d\.\d KiB of JavaScript \(gzipped\); the budget is 150\.0 KiB\.$/,
    );
  });

  it('fails a route over 300 KiB, and stylesheets and fonts over 100 KiB', () => {
    const r = measure(
      fakeDist({
        'index.html': html('assets/index-IIIIIIII.js'),
        'assets/index-IIIIIIII.js': filler(20, 'import("./tv-page-TTTTTTTT.js");'),
        'assets/tv-page-TTTTTTTT.js': filler(290),
        'assets/index-AAAAAAAA.css': filler(101),
      }),
    );
    const over = overBudget(r);
    expect(over.some((o) => o.startsWith('The route tv-page needs'))).toBe(true);
    expect(over.some((o) => o.startsWith('Stylesheets and fonts come to'))).toBe(true);
    expect(formatReport(r)).toContain('OVER');
  });

  it("reads the graph from Vite's manifest when there is one, naming routes by source module", () => {
    const manifest = {
      'src/main.tsx': {
        file: 'assets/index-IIIIIIII.js',
        isEntry: true,
        imports: ['_vendor-VVVVVVVV.js'],
        dynamicImports: ['src/features/dashboard/home-page.tsx'],
      },
      '_vendor-VVVVVVVV.js': { file: 'assets/vendor-VVVVVVVV.js' },
      'src/features/dashboard/home-page.tsx': {
        file: 'assets/home-page-HHHHHHHH.js',
        isDynamicEntry: true,
        imports: ['src/main.tsx'],
      },
    };
    const r = measure(
      fakeDist({
        'index.html': html('assets/index-IIIIIIII.js'),
        '.vite/manifest.json': JSON.stringify(manifest),
        'assets/index-IIIIIIII.js': filler(10),
        'assets/vendor-VVVVVVVV.js': filler(10),
        'assets/home-page-HHHHHHHH.js': filler(10),
      }),
    );
    expect(r.source).toBe('manifest');
    expect(r.notes).toEqual([]);
    expect(r.routes.map((x) => x.route)).toEqual(['(entry only)', 'src/features/dashboard/home-page']);
    expect(r.firstVisit.files).toHaveLength(3);
  });

  it('counts all JavaScript as one route when the chunks do not import each other', () => {
    const r = measure(
      fakeDist({
        'index.html': html('assets/index-IIIIIIII.js'),
        'assets/index-IIIIIIII.js': filler(5),
        'assets/other-OOOOOOOO.js': filler(5),
      }),
    );
    expect(r.source).toBe('single');
    expect(r.routes).toHaveLength(1);
    expect(r.firstVisit.files).toHaveLength(2);
  });

  it('says what to do when the web app is not built', () => {
    expect(() => measure(fakeDist({}))).toThrow(/npm run build -w @coax\/web/);
  });
});
