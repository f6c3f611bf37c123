import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@coax/contract';
import { buildOpenApi, type OpenApiDocument } from './openapi.ts';
import { escapeHtml } from '../html.ts';

interface DocOperation {
  summary?: string;
  tags?: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * A readable page of every endpoint, generated from the OpenAPI document itself (the one served
 * at /api/openapi.json): operations grouped by tag, each with its whole description, then the
 * shared schemas. No scripts, so the CSP holds.
 */
export function docsPage(title: string, doc: Pick<OpenApiDocument, 'paths' | 'components'>) {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as DocOperation | undefined;
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      const entry = `<details><summary><code class="m ${method}">${method.toUpperCase()}</code> <code>${escapeHtml(path)}</code> — ${escapeHtml(op.summary ?? '')}</summary>
<pre>${escapeHtml(JSON.stringify(op, null, 2))}</pre></details>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, items]) => `<section><h2>${escapeHtml(tag)}</h2>${items.join('\n')}</section>`)
    .join('\n');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} API</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main><h1>${escapeHtml(title)} API</h1><p>Generated from the OpenAPI document. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
State-changing calls need the <code>x-csrf-token</code> header equal to the <code>coax_csrf</code> cookie.</p>
${sections}
<section><h2>Schemas</h2>${schemas}</section></main></body></html>`;
}

export const DOCS_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:960px;margin:0 auto;padding:1rem}details{border:1px solid #ccc;border-radius:4px;margin:.5rem 0;padding:.5rem}
summary{cursor:pointer}pre{overflow:auto;background:#f5f5f5;padding:.5rem;font-size:13px}
.m{font-weight:700;padding:0 .3rem;border-radius:3px;color:#fff}.get{background:#1f6f3f}.post{background:#1d4f91}.put{background:#7a4b00}.delete{background:#a11}`;

/** The OpenAPI document of the contract routes, and the page that shows it. */
export function registerApiDocs(server: FastifyInstance, brand: string, routes: readonly RouteDef[]): void {
  const openApi = buildOpenApi(routes, { title: `${brand} portal API`, version: '1' });
  server.get('/api/openapi.json', async () => openApi);
  const docs = docsPage(brand, openApi);
  server.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(docs));
  server.get('/api/docs.css', async (_req, reply) => reply.type('text/css').send(DOCS_CSS));
}
