import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// ADR 0008: the browser needs each route's method and path, never its zod schemas (the server
// validates; the web only takes the types). In a production build `@coax/contract` is replaced
// by a plain table of its data exports, so neither zod nor the schemas reach the download.

const here = path.dirname(fileURLToPath(import.meta.url));
const VIRTUAL_ID = '\0coax-contract-table';

/**
 * The few contract functions the browser calls: pure lookups over the refusal reasons, in modules
 * that load no zod at run time. They are re-exported from their own files, as written.
 */
const contractSrc = path.resolve(here, '../../packages/contract/src');
const FUNCTION_EXPORTS: Record<string, string[]> = {
  'reasons.ts': ['isReason'],
  'issue-reasons.ts': ['seedReason', 'seedMessage'],
};

/**
 * What a route keeps in the browser: everything api-client.ts reads, nothing that parses. The
 * summary is for the API document, never shown by the web, so it stays on the server.
 */
const ROUTE_FIELDS = ['method', 'path', 'area', 'access', 'mutates', 'recentAuth', 'idempotent', 'status'];

// Runs in a child Node with tsx so the contract's TypeScript loads exactly as the server loads it.
const DUMP = `
const contract = await import('@coax/contract');
const fields = ${JSON.stringify(ROUTE_FIELDS)};
const isSchema = (v) => typeof v === 'object' && v !== null && '_zod' in v;
const isRoute = (v) => typeof v === 'object' && v !== null && typeof v.method === 'string' && typeof v.path === 'string';
const out = {};
for (const [name, value] of Object.entries(contract)) {
  if (typeof value === 'function' || isSchema(value)) continue;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).some(isRoute)) {
    out[name] = Object.fromEntries(Object.entries(value).filter(([, r]) => isRoute(r)).map(([k, r]) => [
      k,
      Object.fromEntries(fields.filter((f) => r[f] !== undefined).map((f) => [f, r[f]])),
    ]));
    continue;
  }
  // Plain data (error codes, limits): kept only if it survives JSON unchanged.
  try {
    if (JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value)) out[name] = value;
  } catch {}
}
process.stdout.write(JSON.stringify(out));
`;

/** Reads the contract's data exports: route groups (stripped of schemas) and plain constants. */
function dumpContract(): Record<string, unknown> {
  const json = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', DUMP], {
    cwd: here,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(json) as Record<string, unknown>;
}

export function contractTable(): Plugin {
  let source = '';
  return {
    name: 'coax-contract-table',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (id === '@coax/contract') return VIRTUAL_ID;
      // The function modules re-exported below are pure lookups: a page that calls neither of a
      // module's functions must not download its tables (issue-reasons.ts alone is 30 KB).
      if (id.startsWith(contractSrc)) return { id, moduleSideEffects: false };
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      if (!source) {
        // Each route object is its own constant so that identity comparisons in the client hold
        // and an unused group is dropped by tree-shaking.
        source = Object.entries(dumpContract())
          .map(
            ([name, value]) =>
              `export const ${name} = /*#__PURE__*/ Object.freeze(${JSON.stringify(value)});`,
          )
          .join('\n');
        for (const [file, names] of Object.entries(FUNCTION_EXPORTS)) {
          source += `\nexport { ${names.join(', ')} } from ${JSON.stringify(path.join(contractSrc, file))};`;
        }
      }
      return source;
    },
  };
}
