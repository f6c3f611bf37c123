import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryWords } from '@coax/domain';
import { Browser, createTestApp, dialect, type TestApp } from '../../../test/harness.ts';
import { searchAnswerIdsQuery } from '../faq/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

interface Hit {
  kind: 'page' | 'faq';
  title: string;
  path: string;
}
const search = async (qs: string) => {
  const res = await new Browser(app).get(`/api/search?${qs}`);
  return { status: res.statusCode, body: res.json() };
};

describe('all-site search (seed 000 §2 /search/#/all-site/{term})', () => {
  it('finds portal pages and FAQ answers together, the pay-bill page first', async () => {
    const { status, body } = await search('category=all-site&term=pay%20bill&lang=opt');
    expect(status).toBe(200);
    const hits: Hit[] = body.results;
    expect(hits[0]).toMatchObject({ kind: 'page', title: 'Pay bill', path: '/pay-bill/' });
    expect(hits.some((h) => h.kind === 'faq' && h.path === '/FAQ#/answers/a_id/2501')).toBe(true);
    expect(body).toMatchObject({ category: 'all-site', term: 'pay bill' });
  });

  it('searches in Spanish', async () => {
    const { body } = await search('category=all-site&term=pagos%20autom%C3%A1ticos&lang=esp');
    const hits: Hit[] = body.results;
    expect(hits[0]).toMatchObject({
      kind: 'page',
      title: 'Pagos automáticos',
      path: '/pay-bill/automatic-payments/',
    });
    expect(hits.some((h) => h.path === '/FAQ#/answers/a_id/2505')).toBe(true);
  });

  it('finds nothing when one word matches nothing', async () => {
    expect((await search('category=all-site&term=bill%20zebra')).body.results).toEqual([]);
  });

  it('returns at most 20 results and says when there were more', async () => {
    const { body } = await search('category=all-site&term=account');
    expect(body.results).toHaveLength(20);
    expect(body.more).toBe(true);
  });

  it('finds nothing for common words alone, rather than everything', async () => {
    expect((await search('category=all-site&term=how%20do%20you')).body.results).toEqual([]);
  });
});

describe('support search (seed 000 §2 /search/#/support/{term}[/true|/false])', () => {
  it('finds FAQ answers only', async () => {
    const { body } = await search('category=support&term=dvr');
    const hits: Hit[] = body.results;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.kind === 'faq')).toBe(true);
    expect(hits.map((h) => h.path)).toContain('/FAQ#/answers/a_id/2580');
  });

  it('with the trailing true, matches the words only as one phrase', async () => {
    const loose = (await search('category=support&term=router%20wifi')).body.results as Hit[];
    const exact = (await search('category=support&term=router%20wifi&exact=true')).body.results as Hit[];
    expect(loose.length).toBeGreaterThan(exact.length);
    const phrase = (await search('category=support&term=wifi%20name%20and%20password&exact=true')).body
      .results as Hit[];
    expect(phrase.map((h) => h.path).sort()).toEqual(['/FAQ#/answers/a_id/2530', '/FAQ#/answers/a_id/2532']);
    const off = (await search('category=support&term=router%20wifi&exact=false')).body.results as Hit[];
    expect(off).toEqual(loose);
  });
});

describe('search input', () => {
  it.each([
    ['category=google&term=x', 'category'],
    ['category=all-site&term=', 'Enter something to search for.'],
    ['category=all-site&term=%20%20', 'Enter something to search for.'],
    [`category=all-site&term=${'w'.repeat(101)}`, 'The search is too long.'],
  ])('refuses %s', async (qs, message) => {
    const { status, body } = await search(qs);
    expect(status).toBe(400);
    expect(body.error.message).toContain(message);
  });
});

describe.runIf(dialect === 'sqlite')('search speed', () => {
  it('looks words up on the faq_terms key rather than scanning the answers', async () => {
    const compiled = searchAnswerIdsQuery(
      app.db.kysely,
      { lang: 'en' },
      queryWords('wifi password'),
      21,
    ).compile();
    const plan = await app.db.kysely.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    const details = plan.rows.map((r) => r.detail).join('\n');
    expect(details).toMatch(/SEARCH t USING (PRIMARY KEY|INDEX sqlite_autoindex_faq_terms)/);
    expect(details).toMatch(/SEARCH a USING (PRIMARY KEY|INDEX sqlite_autoindex_faq_answers)/);
    expect(details).not.toMatch(/SCAN (t|a)\b/);
  });
});
