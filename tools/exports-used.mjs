// Every value packages/domain exports must do something: a seed constant or rule that no app,
// contract, journey or benchmark refers to is a promise the portal does not keep. A name counts
// as used when it appears as a word in a file outside packages/domain (the apps' sources and
// tests, the contract, e2e, bench), or in a domain source file that itself exports a used name,
// since a building block of a used rule is used through it (the check repeats until nothing more
// is found used). Types are exempt: they do nothing at run time. Seed rules written ahead of the
// area that applies them wait in PENDING, each with that area; an entry the area has started to
// use is reported too, so the list only shrinks. Run: node tools/exports-used.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const OUTSIDE = [
  'apps/server/src',
  'apps/server/test',
  'apps/web/src',
  'packages/contract/src',
  'e2e',
  'bench',
];
const DOMAIN = 'packages/domain/src';

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The value names one module's own export statements declare (re-exports and types aside). */
export function exportedValues(source) {
  const names = [];
  const declared =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|enum)\s+([A-Za-z_$][\w$]*)/gm;
  for (const m of source.matchAll(declared)) names.push(m[1]);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}\s*(?:from\s|;|$)/gm)) {
    if (/from\s/.test(m[0])) continue;
    for (const part of m[1].split(',')) {
      const item = part.trim();
      if (item && !item.startsWith('type ')) names.push(item.split(/\s+as\s+/).pop());
    }
  }
  return names;
}

/** Seed rules whose area is not built yet: name -> the area that will use it, and for what. */
export const PENDING = {
  validateAlternateEmail: 'identity: the alternate e-mail field',
  validateAccountNumber: 'identity: recovery by account number (seed 000 §5 mask 4-6-2 / 5-6-2)',
  stripNonDigits: 'identity and network: numeric-only fields (seed 000 §5)',
  parseLengthAttribute: 'identity and network: numeric-only fields',
  numericInput: 'identity and network: numeric-only fields',
  validateNumericLength: 'identity and network: numeric-only fields',
  NumericMessages: 'identity and network: numeric-only fields',
  parseDateInput: 'appointments: a typed date between two bounds (seed 000 §5 Date input)',
  validatePaperlessEmail: 'billing: paperless enrolment (seed 002 §5)',
  canEnrolPaperless: 'billing: paperless enrolment',
};

const wordOf = (name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`);

/** Exports of packages/domain/src that nothing uses, as `file: name`, for the repository at `root`. */
export function unusedDomainExports(root, pending = PENDING) {
  const rel = (f) => path.relative(root, f).split(path.sep).join('/');
  const outside = OUTSIDE.flatMap((d) => sourceFiles(path.join(root, d)))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
  const modules = sourceFiles(path.join(root, DOMAIN))
    .filter((f) => !/\.test\.[cm]?[jt]sx?$/.test(f))
    .map((f) => {
      const text = fs.readFileSync(f, 'utf8');
      return { file: rel(f), text, names: exportedValues(text) };
    })
    .filter((m) => m.names.length > 0);
  const all = modules.flatMap((m) => m.names.map((name) => ({ name, module: m, word: wordOf(name) })));
  const usedOutside = new Set(all.filter((e) => e.word.test(outside)).map((e) => e.name));
  const stale = Object.keys(pending)
    .filter((name) => usedOutside.has(name) || !all.some((e) => e.name === name))
    .map(
      (name) =>
        `PENDING: ${name} (${usedOutside.has(name) ? 'now used: take it off the list' : 'no such export'})`,
    );
  const used = new Set([...usedOutside, ...Object.keys(pending)]);
  for (let grew = true; grew;) {
    grew = false;
    const live = modules.filter((m) => m.names.some((n) => used.has(n)));
    for (const e of all) {
      if (used.has(e.name)) continue;
      // Another use than its own declaration, in a module that does something.
      const hit = live.some((m) => {
        if (m !== e.module) return e.word.test(m.text);
        return (
          (m.text.match(new RegExp(e.word.source, 'g')) ?? []).length > 1 &&
          m.names.some((n) => n !== e.name && used.has(n))
        );
      });
      if (hit) {
        used.add(e.name);
        grew = true;
      }
    }
  }
  return [...stale, ...all.filter((e) => !used.has(e.name)).map((e) => `${e.module.file}: ${e.name}`)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const unused = unusedDomainExports(process.cwd());
  for (const line of unused) console.error(`used nowhere: ${line}`);
  process.exit(unused.length === 0 ? 0 : 1);
}
