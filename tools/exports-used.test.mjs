import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportedValues, unusedDomainExports } from './exports-used.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('every value packages/domain exports is used', () => {
  it('finds no export that nothing refers to', () => {
    expect(unusedDomainExports(root)).toEqual([]);
  });
});

describe('the check itself', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-used-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), text);
  };
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  write(
    'packages/domain/src/limits.ts',
    [
      'export const USED_BY_APP = 1;',
      'export const USED_BY_RULE = 2;',
      'export const ONLY_IN_A_TEST = 3;',
      'export function rule(n: number) { return n > USED_BY_RULE; }',
      'export type Shape = { a: number };',
      'const local = 4;',
      'export { local as RENAMED };',
    ].join('\n'),
  );
  write('packages/domain/src/limits.test.ts', "import { ONLY_IN_A_TEST } from './limits.ts';");
  write(
    'packages/domain/src/unused-module.ts',
    "import { USED_BY_APP } from './limits.ts';\nexport const ORPHAN = USED_BY_APP;",
  );
  write('apps/web/src/page.tsx', "import { USED_BY_APP, rule } from '@coax/domain';");
  write('apps/web/node_modules/x/index.js', 'ONLY_IN_A_TEST; ORPHAN;');

  it('reads declared and listed exports, and leaves types out', () => {
    expect(
      exportedValues(fs.readFileSync(path.join(scratch, 'packages/domain/src/limits.ts'), 'utf8')),
    ).toEqual(['USED_BY_APP', 'USED_BY_RULE', 'ONLY_IN_A_TEST', 'rule', 'RENAMED']);
  });

  it('reports what only a test, no one, or only an unused module refers to', () => {
    expect(unusedDomainExports(scratch, {})).toEqual([
      'packages/domain/src/limits.ts: ONLY_IN_A_TEST',
      'packages/domain/src/limits.ts: RENAMED',
      'packages/domain/src/unused-module.ts: ORPHAN',
    ]);
  });

  it('lets a pending name wait, and reports one that is now used or gone', () => {
    expect(
      unusedDomainExports(scratch, { ORPHAN: 'later', RENAMED: 'later', ONLY_IN_A_TEST: 'later' }),
    ).toEqual([]);
    expect(
      unusedDomainExports(scratch, {
        ORPHAN: 'later',
        RENAMED: 'later',
        ONLY_IN_A_TEST: 'later',
        rule: 'x',
        GONE: 'y',
      }),
    ).toEqual(['PENDING: rule (now used: take it off the list)', 'PENDING: GONE (no such export)']);
  });
});
