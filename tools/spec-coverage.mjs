// docs/spec-coverage.md stays true: every built row names a test that exists, every test title it
// quotes is in that file, and every path its "where" cell names is a tracked file or folder. The
// rules are written out in the document's introduction; tools/spec-coverage.test.mjs runs them on
// the real document and on broken tables.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// A table's columns are found by their header, whatever the section calls them.
const WHERE_HEADERS = ['implemented', 'where', 'where implemented', 'endpoint', 'used in', 'decision'];
const TEST_HEADERS = ['tested', 'test', 'proved by', 'test that proves it'];
const LEFT_HEADERS = ['left', 'limits'];

/**
 * A where cell that starts with one of these says the row is not built, and why, or (`measured:`)
 * that it is a figure a bench measures, not a behaviour a test proves.
 */
const NOT_BUILT = /^(not built|deleted|not applicable|measured):\s*\S/i;
/** The only test cell a not-built row may have. */
const NO_TEST = '—';

const TEST_FILE = /\.(test|spec)\.(ts|tsx|mjs)$/;
const SOURCE_FILE = /\.(ts|tsx|css|mjs)$/;

const splitRow = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

const isRule = (cells) => cells.every((cell) => /^:?-+:?$/.test(cell));

/**
 * Every markdown table in a document: its header cells and its rows, each row with the line it
 * is on and its cells.
 */
export function parseTables(markdown) {
  const tables = [];
  let current;
  markdown.split('\n').forEach((line, index) => {
    if (!line.trimStart().startsWith('|')) {
      current = undefined;
      return;
    }
    const cells = splitRow(line);
    if (!current) {
      current = { line: index + 1, header: cells.map((c) => c.toLowerCase()), rows: [] };
      tables.push(current);
    } else if (!isRule(cells)) {
      current.rows.push({ line: index + 1, cells });
    }
  });
  return tables;
}

const columnOf = (header, names) => header.findIndex((h) => names.includes(h));

/** Backticked tokens of a cell, each with where it ends (for the titles quoted after it). */
const backticked = (cell) =>
  [...cell.matchAll(/`([^`]+)`/g)].map((m) => ({ text: m[1], end: m.index + m[0].length }));

/**
 * A where-cell token that must name a tracked file or folder: no spaces, not a route (a token
 * that starts with `/`), no URL, placeholder or glob, and either a slash in it or a source file's
 * extension.
 */
export function isPathToken(token) {
  if (/\s/.test(token) || token.startsWith('/')) return false;
  if (/[<>*{}$=?#@]|\.\.\.|:\/\//.test(token)) return false;
  return token.includes('/') || SOURCE_FILE.test(token);
}

/** The tracked files and folders of a repository, and a way to read a file by its path. */
export function repoIndex(root) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  return { files, read: (file) => fs.readFileSync(path.join(root, file), 'utf8') };
}

/**
 * The tracked files a token names: itself from the repo root, or any tracked path that ends
 * with `/` + token (a bare file name, or a path relative to an app, a package or a section's
 * folder). A folder counts as named when some file lies under it.
 */
function resolver(files) {
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const all = [...files, ...folders];
  return (token) => {
    const bare = token.replace(/\/$/, '');
    return all.filter((p) => p === bare || p.endsWith(`/${bare}`));
  };
}

/** Double-quoted titles between one test file token and the next. */
const quotedTitles = (text) => [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);

const unescape = (s) => s.replace(/\\(['"`])/g, '$1');

/**
 * A quoted title may leave words out with "…" or "...": its pieces must then appear in the file
 * in order.
 */
function hasTitle(text, title) {
  let from = 0;
  for (const piece of unescape(title)
    .split(/…|\.\.\./)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = text.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/**
 * Every way docs/spec-coverage.md fails its rules, as "line N: reason" strings; none when it
 * is true.
 */
export function coverageProblems(markdown, repo) {
  const resolve = resolver(repo.files);
  const problems = [];
  for (const table of parseTables(markdown)) {
    const whereCol = columnOf(table.header, WHERE_HEADERS);
    const testCol = columnOf(table.header, TEST_HEADERS);
    // A table with no test column (a list of states, of calls and who may make them) is not a
    // coverage table.
    if (whereCol < 0 || testCol < 0) continue;
    const leftCol = columnOf(table.header, LEFT_HEADERS);
    for (const row of table.rows) {
      const at = `line ${row.line}`;
      // A `|` inside backticks still splits a cell: the row's columns would then be read wrong.
      if (row.cells.length !== table.header.length) {
        problems.push(`${at}: ${row.cells.length} cells under a header of ${table.header.length}`);
        continue;
      }
      // A where cell of one dash says nothing is built, as an empty one does.
      const where = row.cells[whereCol] === NO_TEST ? '' : (row.cells[whereCol] ?? '');
      const test = row.cells[testCol] ?? '';
      const left = leftCol < 0 ? '' : (row.cells[leftCol] ?? '');
      const notBuilt = NOT_BUILT.test(where);
      if (where === '' && left === '') problems.push(`${at}: nothing built and nothing said to be left`);
      if (where !== '' && !notBuilt && (test === '' || test === NO_TEST)) {
        problems.push(`${at}: built but names no test`);
      }
      if (test === NO_TEST && where !== '' && !notBuilt) continue;
      // A shorthand ("srv; web", "e2e", "same") is read by people; the check needs a file.
      if (
        where !== '' &&
        !notBuilt &&
        test !== '' &&
        !backticked(test).some((token) => TEST_FILE.test(token.text))
      ) {
        problems.push(`${at}: built but names no test file`);
      }
      if (test === NO_TEST && !notBuilt) {
        problems.push(`${at}: "${NO_TEST}" only goes with deleted:, not applicable: or measured:`);
      }

      for (const token of backticked(where)) {
        if (isPathToken(token.text) && resolve(token.text).length === 0) {
          problems.push(`${at}: where names \`${token.text}\`, which is not a tracked file or folder`);
        }
      }

      const tokens = backticked(test);
      tokens.forEach((token, i) => {
        if (!isPathToken(token.text)) return;
        const found = resolve(token.text);
        if (found.length === 0) {
          problems.push(`${at}: test \`${token.text}\` is not a tracked file`);
          return;
        }
        if (!TEST_FILE.test(token.text)) return;
        const after = test.slice(
          token.end,
          tokens[i + 1] ? test.indexOf(`\`${tokens[i + 1].text}\``, token.end) : undefined,
        );
        const titles = quotedTitles(after);
        if (titles.length === 0) return;
        const texts = found.filter((f) => TEST_FILE.test(f)).map((f) => unescape(repo.read(f)));
        for (const title of titles) {
          if (!texts.some((t) => hasTitle(t, title))) {
            problems.push(`${at}: \`${token.text}\` has no test "${title}"`);
          }
        }
      });
    }
  }
  return problems;
}
