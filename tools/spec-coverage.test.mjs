import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageProblems, isPathToken, parseTables, repoIndex } from './spec-coverage.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('docs/spec-coverage.md', () => {
  it('names a test that exists for every built row, and only paths that exist', () => {
    const doc = fs.readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');
    expect(coverageProblems(doc, repoIndex(root))).toEqual([]);
  });
});

describe('the check itself', () => {
  const files = {
    'apps/server/src/modules/dvr/dvr.test.ts': "it('lists the recordings newest first', () => {});",
    'apps/server/src/modules/dvr/service.ts': '',
    'apps/web/src/features/dvr/pages/dvr-page.tsx': '',
    'e2e/tests/tv-guide.spec.ts': "test('opens a programme\\'s details', () => {});",
  };
  const repo = { files: Object.keys(files), read: (file) => files[file] };
  const table = (...rows) =>
    ['| item | implemented | tested | left |', '| --- | --- | --- | --- |', ...rows].join('\n');

  it('reads every table with its header and the line of each row', () => {
    const [first, second] = parseTables(
      `# t\n\n${table('| a | b | c | d |')}\n\ntext\n\n| x | y |\n| - | - |\n| 1 | 2 |`,
    );
    expect(first.header).toEqual(['item', 'implemented', 'tested', 'left']);
    expect(first.rows).toEqual([{ line: 5, cells: ['a', 'b', 'c', 'd'] }]);
    expect(second.rows).toEqual([{ line: 11, cells: ['1', '2'] }]);
  });

  it('passes rows that name tests, titles and paths that exist', () => {
    const doc = table(
      '| recordings | `modules/dvr/service.ts`, page `/dvr/` | `dvr.test.ts` ("lists the recordings … first"), e2e `tv-guide.spec.ts` ("opens a programme\'s details") | |',
      '| series rules | | | the DVR area has no series rules |',
      "| old box list | deleted: the seed's box list was replaced by My services | — | |",
      '| same page | `features/dvr/pages/` | same as above, `dvr.test.ts` | |',
    );
    expect(coverageProblems(doc, repo)).toEqual([]);
  });

  it('fails a built row with no test, or with the dash a row not built may have', () => {
    const doc = table(
      '| recordings | `modules/dvr/service.ts` | | |',
      '| pauses | `modules/dvr/service.ts` | — | |',
    );
    expect(coverageProblems(doc, repo)).toEqual([
      'line 3: built but names no test',
      'line 4: built but names no test',
    ]);
  });

  it('fails a built row whose test cell names no test file, only shorthands or other files', () => {
    const doc = table(
      '| recordings | `modules/dvr/service.ts` | srv; web | |',
      '| order | `modules/dvr/service.ts` | same, e2e | |',
      '| page | `modules/dvr/service.ts` | `features/dvr/pages/dvr-page.tsx` | |',
    );
    expect(coverageProblems(doc, repo)).toEqual([
      'line 3: built but names no test file',
      'line 4: built but names no test file',
      'line 5: built but names no test file',
    ]);
  });

  it('lets a measured figure name its bench and no test', () => {
    const doc = table(
      '| guide speed | measured: `modules/dvr/service.ts` in the bench | — | no test: a figure |',
    );
    expect(coverageProblems(doc, repo)).toEqual([]);
  });

  it('fails a row that is neither built nor says what is left', () => {
    expect(coverageProblems(table('| series rules | | | |'), repo)).toEqual([
      'line 3: nothing built and nothing said to be left',
    ]);
  });

  it('fails a test file that does not exist, and a quoted title the file does not hold', () => {
    const doc = table(
      '| recordings | `modules/dvr/service.ts` | `recordings.test.ts` | |',
      '| order | `modules/dvr/service.ts` | `dvr.test.ts` ("lists the recordings oldest first") | |',
    );
    expect(coverageProblems(doc, repo)).toEqual([
      'line 3: test `recordings.test.ts` is not a tracked file',
      'line 4: `dvr.test.ts` has no test "lists the recordings oldest first"',
    ]);
  });

  it('fails a where path that names no tracked file or folder, and lets routes be', () => {
    const doc = table(
      '| page | `features/dvr/pages/dvr-list.tsx`, `features/guide/`, `/dvr/`, `/api/dvr/recordings` | `dvr.test.ts` | |',
    );
    expect(coverageProblems(doc, repo)).toEqual([
      'line 3: where names `features/dvr/pages/dvr-list.tsx`, which is not a tracked file or folder',
      'line 3: where names `features/guide/`, which is not a tracked file or folder',
    ]);
  });

  it('takes a token for a path only when it has a slash or a source extension and is no route', () => {
    expect(
      [
        'modules/dvr/',
        'dvr.css',
        'x.mjs',
        '/pay-bill/',
        'GET /api/x',
        'p.bp',
        'https://x.y/z',
        '<area>/x.ts',
      ].map(isPathToken),
    ).toEqual([true, true, true, false, false, false, false, false]);
  });

  it('fails a row whose cells do not line up with its header (a pipe inside code)', () => {
    expect(
      coverageProblems(table('| products | `GET /api/faq?lang=esp | opt` | `dvr.test.ts` | |'), repo),
    ).toEqual(['line 3: 5 cells under a header of 4']);
  });

  it('skips a table with no test column', () => {
    expect(
      coverageProblems('| account | widget state |\n| - | - |\n| jsmith | `nowhere/at/all.ts` |', repo),
    ).toEqual([]);
  });
});
