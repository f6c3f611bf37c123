import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@coax/contract';
import { buildOpenApi } from './openapi.ts';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A readable page of every endpoint, from the same document as /api/openapi.json. No scripts, so the CSP holds. */
export function docsPage(
  title: string,
  doc: { paths: Record<string, Record<string, unknown>> },
  routes: readonly RouteDef[],
) {
  const byArea = new Map<string, RouteDef[]>();
  for (const r of routes) byArea.set(r.area, [...(byArea.get(r.area) ?? []), r]);
  const sections = [...byArea.entries()]
    .map(([area, defs]) => {
      const items = defs
        .map((d) => {
          const op = doc.paths[d.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[d.method.toLowerCase()];
          return `<details><summary><code class="m ${d.method.toLowerCase()}">${d.method}</code> <code>${esc(d.path)}</code> — ${esc(d.summary)}</summary>
<pre>${esc(JSON.stringify(op, null, 2))}</pre></details>`;
        })
        .join('\n');
      return `<section><h2>${esc(area)}</h2>${items}</section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} API</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><main><h1>${esc(title)} API</h1><p>Generated from the contract. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
State-changing calls need the <code>x-csrf-token</code> header equal to the <code>coax_csrf</code> cookie.</p>
${sections}</main></body></html>`;
}

export const DOCS_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}
main{max-width:960px;margin:0 auto;padding:1rem}details{border:1px solid #ccc;border-radius:4px;margin:.5rem 0;padding:.5rem}
summary{cursor:pointer}pre{overflow:auto;background:#f5f5f5;padding:.5rem;font-size:13px}
.m{font-weight:700;padding:0 .3rem;border-radius:3px;color:#fff}.get{background:#1f6f3f}.post{background:#1d4f91}.put{background:#7a4b00}.delete{background:#a11}`;

/** The OpenAPI document of the contract routes, and the page that shows it. */
export function registerApiDocs(server: FastifyInstance, brand: string, routes: readonly RouteDef[]): void {
  const openApi = buildOpenApi(routes, { title: `${brand} portal API`, version: '1' });
  server.get('/api/openapi.json', async () => openApi);
  const docs = docsPage(brand, openApi, routes);
  server.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(docs));
  server.get('/api/docs.css', async (_req, reply) => reply.type('text/css').send(DOCS_CSS));
}
