import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { BRAND_NAME: 'Northwind', SUPPORT_PHONE: '1-800-555-0100' } });
});
afterAll(async () => app.close());

const get = (url: string, b = new Browser(app)) => b.get(url);

describe('FAQ products (seed 000 §7 getProducts)', () => {
  it('lists products with their categories as subs, in English for opt', async () => {
    const res = await get('/api/faq/products?lang=opt');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.language).toBe('opt');
    expect(body.products.map((p: { name: string }) => p.name)).toEqual([
      'Billing and payments',
      'TV',
      'Internet',
      'Phone',
      'Account and service',
    ]);
    expect(body.products[1]).toEqual({
      id: '2',
      name: 'TV',
      subs: [
        { id: '21', name: 'Watching TV and On Demand' },
        { id: '22', name: 'DVR and recordings' },
        { id: '23', name: 'Cable box and remote' },
      ],
    });
  });

  it('answers in Spanish for esp, with the same ids', async () => {
    const body = (await get('/api/faq/products?lang=esp')).json();
    expect(body.language).toBe('esp');
    expect(body.products[0]).toMatchObject({ id: '1', name: 'Facturación y pagos' });
    expect(body.products[0].subs[0]).toEqual({ id: '11', name: 'Pagar su factura' });
  });

  it('takes the language from the language cookie when none is asked for', async () => {
    const res = await app.server.inject({
      method: 'GET',
      url: '/api/faq/products',
      headers: { cookie: 'language=es' },
    });
    expect(res.json().language).toBe('esp');
    expect((await get('/api/faq/products')).json().language).toBe('opt');
  });

  it('refuses an unknown language with a readable message', async () => {
    const res = await get('/api/faq/products?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('FAQ answers', () => {
  it('serves answer 2580, DVR not included in the plan, with the brand and support number filled in', async () => {
    const res = await get('/api/faq/answers/2580?lang=opt');
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      id: 2580,
      language: 'opt',
      productId: '2',
      productName: 'TV',
      categoryId: '22',
    });
    expect(a.title).toMatch(/DVR is not included in my plan/);
    expect(a.body).toContain('Call us at 1-800-555-0100, or visit a Northwind store.');
    expect(a.body).not.toMatch(/\{(brand|phone)\}/);
    expect(a.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('serves the same answer in Spanish', async () => {
    const a = (await get('/api/faq/answers/2580?lang=esp')).json();
    expect(a.title).toBe('¿Por qué no puedo grabar programas? Mi plan no incluye DVR');
    expect(a.categoryName).toBe('DVR y grabaciones');
  });

  it('fills in the support line of the signed-in customer’s corp', async () => {
    const b = new Browser(app);
    await b.signIn('acmebiz');
    expect((await b.get('/api/faq/answers/2580')).json().body).toContain('1-866-555-0142');
  });

  it('says so when there is no such answer, and refuses an id that is not a number', async () => {
    const missing = await get('/api/faq/answers/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'NOT_FOUND',
      reason: 'faq.answer.not-found',
      message: 'We could not find that answer.',
    });
    expect((await get(`/api/faq/answers/${'9'.repeat(500)}`)).statusCode).toBe(400);
    const bad = await get('/api/faq/answers/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('The answer id is a number.');
  });

  it('answers an absurdly long id in the usual error shape', async () => {
    // longer than the router's parameter limit: refused before any handler, in the same shape
    const res = await get(`/api/faq/answers/${'9'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      reason: 'request.address.too-long',
      message: 'A value in the address is too long.',
    });
  });

  it('has about thirty answers a language, each in both languages', async () => {
    const k = app.db.kysely;
    const count = async (lang: 'en' | 'es') =>
      (
        await k.selectFrom('faq_answers').select('id').where('language', '=', lang).orderBy('id').execute()
      ).map((r) => r.id);
    const en = await count('en');
    expect(en.length).toBeGreaterThanOrEqual(30);
    expect(await count('es')).toEqual(en);
  });
});

describe('FAQ list and keyword search (seed 000 §2 FAQ search)', () => {
  it('lists a category’s answers, most asked first', async () => {
    const body = (await get('/api/faq/answers?lang=opt&product=2&category=22')).json();
    expect(body.answers.map((a: { id: number }) => a.id)).toEqual([2580, 2581, 2582, 2583]);
    expect(body.more).toBe(false);
    expect(body.answers[0].summary).toBe(
      'Recording needs DVR service. Your current TV plan does not include it, so the record options and the DVR page are not available on your account.',
    );
  });

  it('caps a list at 20 and says there is more', async () => {
    const body = (await get('/api/faq/answers?lang=opt')).json();
    expect(body.answers).toHaveLength(20);
    expect(body.more).toBe(true);
    expect(body.answers[0].id).toBe(2501);
  });

  it('matches every word, without regard to case or accents, and ranks title matches first', async () => {
    const body = (await get('/api/faq/answers?lang=opt&q=AUTOPAY')).json();
    const ids = body.answers.map((a: { id: number }) => a.id);
    // 2505 "How do I set up automatic payments (autopay)?" and 2506 "How do I change or stop autopay?" carry it in the title.
    expect(ids.slice(0, 2).sort()).toEqual([2505, 2506]);
    expect(ids).toContain(2502);

    const both = (await get('/api/faq/answers?lang=opt&q=wifi%20password')).json();
    expect(both.answers[0].id).toBe(2530);
    // 2532 mentions both words in its body ("erases your WiFi name and password"): after the title match.
    expect(both.answers.map((a: { id: number }) => a.id)).toEqual([2530, 2532]);

    const es = (await get('/api/faq/answers?lang=esp&q=Factura%20sin%20PAPEL')).json();
    expect(es.answers.map((a: { id: number }) => a.id)[0]).toBe(2507);
    // typed without the accent: "contrasena" finds "contraseña"
    const accent = (await get('/api/faq/answers?lang=esp&q=contrasena%20wifi')).json();
    expect(accent.answers.map((a: { id: number }) => a.id)[0]).toBe(2530);
  });

  it('finds plurals and word beginnings: "payments" and "record"', async () => {
    const payments = (await get('/api/faq/answers?lang=opt&q=payments')).json();
    expect(payments.answers.length).toBeGreaterThan(3);
    const record = (await get('/api/faq/answers?lang=opt&q=record')).json();
    expect(record.answers.map((a: { id: number }) => a.id)).toEqual(
      expect.arrayContaining([2580, 2581, 2583]),
    );
  });

  it('narrows a keyword search to a product and category', async () => {
    const all = (await get('/api/faq/answers?lang=opt&q=restart')).json();
    const tv = (await get('/api/faq/answers?lang=opt&q=restart&product=2&category=23')).json();
    expect(all.answers.length).toBeGreaterThan(tv.answers.length);
    expect(tv.answers.map((a: { id: number }) => a.id)).toEqual([2524]);
  });

  it('finds nothing for words no answer holds, or for common words alone', async () => {
    expect((await get('/api/faq/answers?lang=opt&q=zebra')).json().answers).toEqual([]);
    expect((await get('/api/faq/answers?lang=opt&q=how%20do%20I')).json().answers).toEqual([]);
  });

  it('refuses a search that is too long, and product ids that cannot be one', async () => {
    const long = await get(`/api/faq/answers?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('The search is too long.');
    const product = await get('/api/faq/answers?product=tv');
    expect(product.statusCode).toBe(400);
    expect(product.json().error.message).toContain('Choose a product from the list.');
  });

  it('treats LIKE wildcards and quotes as plain text', async () => {
    for (const q of ['%', '_', "' or 1=1 --", '100%']) {
      const res = await get(`/api/faq/answers?lang=opt&q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().answers.length).toBeLessThanOrEqual(20);
    }
    expect((await get(`/api/faq/answers?lang=opt&q=${encodeURIComponent('%')}`)).json().answers).toEqual([]);
  });
});
