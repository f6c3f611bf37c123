// Every stylesheet of the web app takes its colours, font sizes, corners and shadows from the
// design tokens (apps/web/src/app/styles/tokens.css, docs/design.md). This check reads every .css
// file under apps/web/src and names the file and line of any value written out instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const TOKENS_FILE = 'apps/web/src/app/styles/tokens.css';

const NAMED_COLOURS = [
  'white',
  'black',
  'red',
  'green',
  'blue',
  'yellow',
  'orange',
  'purple',
  'gray',
  'grey',
  'silver',
  'navy',
  'teal',
  'maroon',
  'olive',
  'lime',
  'aqua',
  'fuchsia',
  'pink',
  'brown',
  'gold',
];
const COLOUR_LITERAL = new RegExp(
  [
    String.raw`#[0-9a-f]{3,8}\b`,
    String.raw`\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(`,
    String.raw`(?<![\w-])(?:${NAMED_COLOURS.join('|')})(?![\w-])`,
  ].join('|'),
  'i',
);
const ONLY_TOKENS = /^(?:none|inherit|initial|unset|0|\s|var\(--[\w-]+\)|,)+$/i;
const ABSOLUTE_SIZE = /\d(?:px|rem|pt|pc|cm|mm|in|q)\b/i;

/** Declarations of one stylesheet, comments removed, each with the line it starts on. */
function declarations(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const out = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    if (i === text.length || ch === ';' || ch === '{' || ch === '}') {
      const chunk = text.slice(start, i);
      const colon = chunk.indexOf(':');
      // A chunk ended by '{' is a selector or an at-rule, not a declaration.
      if (ch !== '{' && colon > 0 && !chunk.trim().startsWith('@')) {
        const lead = chunk.length - chunk.trimStart().length;
        const line = text.slice(0, start + lead).split('\n').length;
        out.push({
          property: chunk.slice(0, colon).trim().toLowerCase(),
          value: chunk.slice(colon + 1).trim(),
          line,
        });
      }
      start = i + 1;
    }
  }
  return out;
}

/** What in one stylesheet is written out instead of taken from a token: 'line: reason' entries. */
function literalsIn(css) {
  const found = [];
  for (const { property, value, line } of declarations(css)) {
    const say = (why) => found.push(`${line}: ${why} (${property}: ${value})`);
    if (COLOUR_LITERAL.test(value)) say('a colour written out; use a colour token');
    if ((property === 'font-size' || property === 'font') && ABSOLUTE_SIZE.test(value)) {
      say('a font size in px/rem; use --text-*');
    }
    if (property === 'box-shadow' && !ONLY_TOKENS.test(value)) say('a shadow written out; use --shadow-*');
    if (/^border(?:-[a-z]+)*-radius$/.test(property) && !ONLY_TOKENS.test(value)) {
      say('a corner radius written out; use --radius-*');
    }
  }
  return found;
}

function cssFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' || d.name === 'dist' ? [] : cssFiles(p);
    return d.name.endsWith('.css') ? [p] : [];
  });
}

/** Every literal in every stylesheet under <repo>/apps/web/src but tokens.css, as 'file:line: reason'. */
function stylesheetLiterals(repo) {
  return cssFiles(path.join(repo, 'apps/web/src'))
    .map((file) => path.relative(repo, file).split(path.sep).join('/'))
    .filter((file) => file !== TOKENS_FILE)
    .sort()
    .flatMap((file) => literalsIn(fs.readFileSync(path.join(repo, file), 'utf8')).map((f) => `${file}:${f}`));
}

describe('every stylesheet takes its values from the design tokens', () => {
  it('finds no colour, font size, radius or shadow written out outside tokens.css', () => {
    expect(stylesheetLiterals(root)).toEqual([]);
  });

  it('reads the tokens file itself, where the values live', () => {
    const tokens = fs.readFileSync(path.join(root, TOKENS_FILE), 'utf8');
    expect(literalsIn(tokens).length).toBeGreaterThan(0);
    for (const name of ['--text-xs', '--text-2xl', '--radius-pill', '--shadow-3', '--duration-fast']) {
      expect(tokens).toContain(`${name}:`);
    }
    expect(tokens).toContain('prefers-reduced-motion');
  });
});

describe('the check itself', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stylesheet-tokens-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.writeFileSync(path.join(scratch, file), text);
  };
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  write(TOKENS_FILE, ':root {\n  --ink: #1b1f24;\n  --radius: 6px;\n}\n');
  write(
    'apps/web/src/features/x/x.css',
    [
      '/* a comment may say #fff, white or 12px */',
      '.a:hover {',
      '  color: #fff;',
      '  white-space: nowrap;',
      '  background: linear-gradient(90deg, var(--ink) 25%,',
      '    rgb(0 0 0 / 50%) 50%);',
      '  font-size: 0.95rem;',
      '  border-top-left-radius: 4px;',
      '  box-shadow: 0 1px 4px var(--ink);',
      '  border: 1px solid white;',
      '}',
    ].join('\n'),
  );
  write(
    'apps/web/src/ui/fine.css',
    [
      '.b { color: var(--ink); background: transparent; border-color: currentColor; }',
      '.c { font-size: 0.9em; border-radius: 0 var(--radius) var(--radius) 0; box-shadow: none; }',
      '.d { box-shadow: var(--shadow-1), var(--ring-success); white-space: pre-line; }',
      '@media (min-width: 768px) { .e { font-size: var(--text-xl); } }',
    ].join('\n'),
  );
  write('apps/web/node_modules/y/y.css', '.y { color: #000; }');

  it('names file and line of each literal, across lines and in shorthand, and skips comments', () => {
    expect(stylesheetLiterals(scratch).map((f) => f.split(' (')[0])).toEqual([
      'apps/web/src/features/x/x.css:3: a colour written out; use a colour token',
      'apps/web/src/features/x/x.css:5: a colour written out; use a colour token',
      'apps/web/src/features/x/x.css:7: a font size in px/rem; use --text-*',
      'apps/web/src/features/x/x.css:8: a corner radius written out; use --radius-*',
      'apps/web/src/features/x/x.css:9: a shadow written out; use --shadow-*',
      'apps/web/src/features/x/x.css:10: a colour written out; use a colour token',
    ]);
  });
});
