import { describe, expect, it } from 'vitest';
import { sandboxGateway } from './sandbox-gateway.ts';
import { fundingOf } from './bin-table.ts';

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, name: 'Test Person' });

describe('sandbox tokenisation (docs/payments-sandbox.md)', () => {
  it.each([
    ['4242424242424242', 'V', 'credit'],
    ['4000056655665556', 'V', 'debit'],
    ['5555555555554444', 'M', 'credit'],
    ['378282246310005', 'A', 'credit'],
    ['6011111111111117', 'D', 'credit'],
  ] as const)('%s tokenises as %s %s', async (number, brand, funding) => {
    const r = await sandboxGateway().tokenizeCard(card(number));
    expect(r).toMatchObject({ ok: true, brand, funding, last4: number.slice(-4) });
    if (r.ok) {
      expect(r.token).toMatch(/^tok_ok_[0-9a-f]{24}$/);
      // The token says nothing about the number.
      expect(r.token).not.toContain(number.slice(-4 - 6, -4));
    }
  });

  it('refuses a number that fails Luhn or has no brand', async () => {
    const g = sandboxGateway();
    expect(await g.tokenizeCard(card('4242424242424241'))).toMatchObject({
      ok: false,
      code: 'invalid_number',
    });
    expect(await g.tokenizeCard(card('9999999999999995'))).toMatchObject({
      ok: false,
      code: 'invalid_number',
    });
  });

  it('declines 4000000000000069 and errors on 4000000000000036 when saving', async () => {
    const g = sandboxGateway();
    expect(await g.tokenizeCard(card('4000000000000069'))).toMatchObject({ ok: false, code: 'declined' });
    expect(await g.tokenizeCard(card('4000000000000036'))).toMatchObject({
      ok: false,
      code: 'gateway_error',
    });
  });

  it('issues a different token each time, so a token never identifies a card', async () => {
    const g = sandboxGateway();
    const a = await g.tokenizeCard(card('4242424242424242'));
    const b = await g.tokenizeCard(card('4242424242424242'));
    expect(a.ok && b.ok && a.token !== b.token).toBe(true);
  });

  it('tokenises a checking account, declining 000123456789 at charge', async () => {
    const g = sandboxGateway();
    const ok = await g.tokenizeBankAccount({
      routingNumber: '011000015',
      accountNumber: '000987654321',
      name: 'X',
    });
    const bad = await g.tokenizeBankAccount({
      routingNumber: '011000015',
      accountNumber: '000123456789',
      name: 'X',
    });
    expect(ok).toMatchObject({ ok: true, last4: '4321', brand: null, funding: 'debit' });
    expect(bad).toMatchObject({ ok: true, last4: '6789' });
    if (!ok.ok || !bad.ok) throw new Error('tokenise failed');
    expect(await g.charge({ token: ok.token, amountCents: 100, reference: 'p1' })).toMatchObject({
      ok: true,
    });
    expect(await g.charge({ token: bad.token, amountCents: 100, reference: 'p2' })).toMatchObject({
      ok: false,
      code: 'declined',
    });
    expect(
      await g.tokenizeBankAccount({ routingNumber: '01100001', accountNumber: '1234', name: 'X' }),
    ).toMatchObject({
      ok: false,
      code: 'invalid_number',
    });
  });
});

async function tokenFor(number: string) {
  const r = await sandboxGateway().tokenizeCard(card(number));
  if (!r.ok) throw new Error(`no token for ${number}`);
  return r.token;
}

describe('sandbox charges', () => {
  it.each([
    ['4242424242424242', { ok: true }],
    ['4000000000000002', { ok: false, code: 'declined' }],
    ['4000000000009995', { ok: false, code: 'insufficient_funds' }],
    ['4000000000000119', { ok: false, code: 'gateway_error' }],
  ])('%s charges %o', async (number, want) => {
    // A token from one gateway instance works in another: it survives a restart.
    const token = await tokenFor(number);
    expect(await sandboxGateway().charge({ token, amountCents: 2500, reference: 'pay_1' })).toMatchObject(
      want,
    );
  });

  it('answers a repeated reference with the first result and no new charge', async () => {
    const g = sandboxGateway();
    const token = await tokenFor('4242424242424242');
    const first = await g.charge({ token, amountCents: 2500, reference: 'pay_same' });
    const again = await g.charge({ token, amountCents: 9999, reference: 'pay_same' });
    expect(again).toEqual(first);
    const other = await g.charge({ token, amountCents: 2500, reference: 'pay_other' });
    expect(other.ok && first.ok && other.ref !== first.ref).toBe(true);
  });

  it('forgets the oldest answers past its memory bound', async () => {
    const g = sandboxGateway({ memory: 2 });
    const token = await tokenFor('4242424242424242');
    const first = await g.charge({ token, amountCents: 100, reference: 'a' });
    await g.charge({ token, amountCents: 100, reference: 'b' });
    await g.charge({ token, amountCents: 100, reference: 'c' });
    const again = await g.charge({ token, amountCents: 100, reference: 'a' });
    expect(again).not.toEqual(first);
  });

  it('refuses an unknown token and a non-positive amount', async () => {
    const g = sandboxGateway();
    expect(await g.charge({ token: 'tok_zzz', amountCents: 100, reference: 'x1' })).toMatchObject({
      ok: false,
      code: 'gateway_error',
    });
    const token = await tokenFor('4242424242424242');
    expect(await g.charge({ token, amountCents: 0, reference: 'x2' })).toMatchObject({
      ok: false,
      code: 'gateway_error',
    });
  });
});

describe('sandbox refunds', () => {
  it('refunds once per reference, answering a repeat with the first result', async () => {
    const g = sandboxGateway();
    const token = await tokenFor('4242424242424242');
    await g.charge({ token, amountCents: 5000, reference: 'order_1' });
    const first = await g.refund({ token, chargeRef: 'order_1', amountCents: 1200, reference: 'ret_1' });
    expect(first.ok).toBe(true);
    const again = await g.refund({ token, chargeRef: 'order_1', amountCents: 1200, reference: 'ret_1' });
    expect(again).toEqual(first);
    const other = await g.refund({ chargeRef: 'order_1', amountCents: 800, reference: 'ret_2' });
    expect(other.ok && first.ok && other.ref !== first.ref).toBe(true);
  });

  it('refuses a non-positive amount or no charge, and fails as a failing token does', async () => {
    const g = sandboxGateway();
    expect(await g.refund({ chargeRef: 'o', amountCents: 0, reference: 'r1' })).toMatchObject({
      ok: false,
      code: 'refused',
    });
    expect(await g.refund({ chargeRef: '', amountCents: 10, reference: 'r2' })).toMatchObject({
      ok: false,
      code: 'refused',
    });
    const failing = await tokenFor('4000000000000119');
    expect(
      await g.refund({ token: failing, chargeRef: 'o', amountCents: 10, reference: 'r3' }),
    ).toMatchObject({
      ok: false,
      code: 'gateway_error',
    });
  });
});

describe('BIN table debit detection', () => {
  it.each([
    ['4000056655665556', 'debit'],
    ['5200828282828210', 'debit'],
    ['6011981111111113', 'debit'],
    ['5512260000000000', 'debit'],
    ['5301280000000000', 'debit'],
    ['5301300000000000', 'credit'],
    ['4242424242424242', 'credit'],
    ['4000', 'credit'],
  ])('%s is %s', (digits, want) => expect(fundingOf(digits)).toBe(want));

  it('prefers the longest matching prefix', () => {
    const table = [
      { low: '411111', high: '411111', funding: 'debit' as const, note: 'six' },
      { low: '41111112', high: '41111112', funding: 'debit' as const, note: 'eight' },
    ];
    expect(fundingOf('4111111211111111', table)).toBe('debit');
    expect(fundingOf('4222222222222222', table)).toBe('credit');
  });
});
