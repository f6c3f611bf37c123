// npm run lint: every source path a doc names in backticks must exist, so the docs stay true when
// code moves. A path from the repository's root is checked as it is; a short one by its zone
// (`modules/...` in the server, `features/...` in the web app); a bare file name must exist
// somewhere. Placeholders such as <area>, globs and URLs are skipped.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const roots = ['apps/', 'packages/', 'e2e/', 'bench/', 'docs/', 'tools/', '.ci/'];
const zones = {
  'modules/': ['apps/server/src/'],
  'platform/': ['apps/server/src/'],
  'db/': ['apps/server/src/'],
  'features/': ['apps/web/src/'],
  'app/': ['apps/web/src/'],
  'ui/': ['apps/web/src/'],
  'lib/': ['apps/web/src/'],
  'i18n/': ['apps/web/src/'],
  'session/': ['apps/web/src/'],
  'config/': ['apps/web/src/'],
  'tests/': ['e2e/'],
};
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const files = new Set(tracked);
const dirs = new Set(
  tracked.flatMap((f) =>
    f
      .split('/')
      .slice(0, -1)
      .map((_, i, a) => a.slice(0, i + 1).join('/')),
  ),
);
const baseNames = new Set(tracked.map((f) => f.split('/').pop()));
const exists = (p) => files.has(p.replace(/\/$/, '')) || dirs.has(p.replace(/\/$/, ''));
const endsIn = (p) =>
  tracked.some((f) => f.endsWith(`/${p}`) || [...dirs].some((d) => d.endsWith(`/${p.replace(/\/$/, '')}`)));

const docs = [
  'README.md',
  ...fs
    .readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...fs
    .readdirSync('docs/decisions')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/decisions/${f}`),
];

const missing = [];
for (const doc of docs) {
  const text = fs.readFileSync(doc, 'utf8');
  for (const m of text.matchAll(/`([^`\s]+)`/g)) {
    const raw = m[1].replace(/[),.:;]+$/, '').replace(/:\d+(-\d+)?$/, '');
    if (/[<>*{}$=?#@]|\.\.\.|^\/|:\/\//.test(raw)) continue;
    const isFileName = /^[\w.-]+\.(ts|tsx|mjs|css|md)$/.test(raw);
    if (isFileName) {
      if (!baseNames.has(raw)) missing.push(`${doc}: ${raw}`);
      continue;
    }
    if (roots.some((r) => raw.startsWith(r))) {
      if (!exists(raw)) missing.push(`${doc}: ${raw}`);
      continue;
    }
    const zone = Object.keys(zones).find((z) => raw.startsWith(z));
    if (zone && /\.(ts|tsx|css)$|\/$/.test(raw)) {
      if (!zones[zone].some((prefix) => exists(prefix + raw)) && !endsIn(raw)) missing.push(`${doc}: ${raw}`);
    }
  }
}
if (missing.length > 0) {
  console.error(`Docs name ${missing.length} paths that do not exist:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
