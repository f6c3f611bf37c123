import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}
let doc: Doc;

beforeAll(async () => {
  app = await createTestApp();
  doc = (await app.server.inject({ url: '/api/openapi.json' })).json();
});
afterAll(async () => app.close());

const refsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsIn)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refsIn(v)))
      : [];

const operationOf = (def: { path: string; method: string }) =>
  doc.paths[def.path.replace(/:(\w+)/g, '{$1}')]?.[def.method.toLowerCase()];

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document by a maintained validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('points every $ref at a schema under components/schemas', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((r) => !r.startsWith('#/components/schemas/'))).toEqual([]);
    const missing = refs.filter((r) => !(r.slice('#/components/schemas/'.length) in doc.components.schemas));
    expect(missing).toEqual([]);
    expect(doc.components.schemas).toHaveProperty('BillingSummary');
    expect(doc.components.schemas).toHaveProperty('PaymentResult');
  });

  it('documents a 404 wherever a route looks up a thing by id, and a 431 on every operation', () => {
    for (const def of Object.values(allRoutes)) {
      const op = operationOf(def);
      expect(op?.responses['431'], `${def.method} ${def.path}`).toBeDefined();
      if (def.params) expect(op?.responses['404'], `${def.method} ${def.path}`).toBeDefined();
    }
    // Routes without an id in the path that refuse with 404 (reasons they really answer).
    for (const [method, path] of [
      ['get', '/api/billing/summary'],
      ['post', '/api/billing/payments'],
      ['post', '/api/billing/accounts/toggle'],
      ['post', '/api/csr/act-for'],
      ['get', '/api/dvr/recordings'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.responses['404'], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/api/session/login']?.post?.responses['404']).toBeUndefined();
  });

  it('answers the 404s it documents with the documented error body', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    for (const [url, reason] of [
      ['/api/billing/statements/st_nope', 'billing.statement.not-found'],
      ['/api/billing/payment-methods/pm_nope/impact', 'payment-method.not-found'],
      ['/api/faq/answers/999999', 'faq.answer.not-found'],
    ] as const) {
      const res = await b.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.reason, url).toBe(reason);
    }
  });

  it('answers 431 to headers larger than the server accepts, as documented', async () => {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.server.address() as AddressInfo;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/billing/summary',
          headers: { 'x-filler': 'a'.repeat(20_000) },
        },
        (r) => {
          let body = '';
          r.on('data', (c: Buffer) => (body += c.toString()));
          r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'Request Header Fields Too Large', statusCode: 431 });
  });

  it('serves a docs page generated from the same document: every operation and every schema', async () => {
    const page = (await app.server.inject({ url: '/api/docs' })).body;
    for (const path of Object.keys(doc.paths)) expect(page).toContain(`<code>${path}</code>`);
    for (const name of Object.keys(doc.components.schemas)) expect(page).toContain(`<code>${name}</code>`);
    expect(page).toContain('#/components/schemas/BillingSummary');
    expect(page).not.toContain('#/definitions/');
  });
});
