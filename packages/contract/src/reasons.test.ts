import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AmountMessages } from '@coax/domain';
import { allRoutes } from './index.ts';
import { issueReason, SEED_MESSAGES, seedMessage, seedReason } from './issue-reasons.ts';
import { isReason, REASONS } from './reasons.ts';

const reasonsOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value, { reportInput: true });
  return parsed.success ? [] : parsed.error.issues.map((i) => issueReason(i));
};

describe('reason ids', () => {
  it('pairs each seed message with one reason, both ways', () => {
    expect(seedReason(AmountMessages.max)).toBe('payment.amount.over-max');
    expect(seedMessage('payment.amount.over-max')).toBe(AmountMessages.max);
    for (const reason of Object.keys(SEED_MESSAGES)) expect(isReason(reason), reason).toBe(true);
  });

  it('gives a schema refined with a seed message that message’s reason', () => {
    const body = allRoutes.makePayment.body;
    expect(reasonsOf(body, { methodId: 'pm', amountCents: 99, payDate: 'now' })).toEqual([
      'payment.amount.under-min',
    ]);
    expect(reasonsOf(body, { methodId: 'pm', amountCents: 10_000_00, payDate: 'now' })).toEqual([
      'payment.amount.over-max',
    ]);
  });

  it('gives each password rule of the change-password body its own reason', () => {
    const body = allRoutes.changePassword.body;
    const reasonFor = (newPassword: string) => reasonsOf(body, { currentPassword: 'x', newPassword });
    expect(reasonFor('abc12')).toEqual(['session.password.length']);
    expect(reasonFor('Maple7-Harbor')).toEqual(['session.password.characters']);
    expect(reasonFor('Maple1234x')).toEqual(['session.password.repetitive']);
  });

  it('derives a generic reason from the zod issue code otherwise', () => {
    expect(reasonsOf(z.object({ a: z.string() }), {})).toEqual(['input.required']);
    expect(reasonsOf(z.object({ a: z.string() }), { a: 1 })).toEqual(['input.invalid-type']);
    expect(reasonsOf(z.string().max(2), 'abc')).toEqual(['input.too-long']);
    expect(reasonsOf(z.array(z.number()).max(1), [1, 2])).toEqual(['input.too-many']);
    expect(reasonsOf(z.enum(['a', 'b']), 'c')).toEqual(['input.not-allowed']);
    expect(reasonsOf(z.strictObject({}), { x: 1 })).toEqual(['input.unknown-field']);
    expect(
      reasonsOf(
        z.string().refine(() => false, 'Nope.'),
        'x',
      ),
    ).toEqual(['input.invalid']);
  });

  it('lists each id once', () => {
    expect(new Set(REASONS).size).toBe(REASONS.length);
  });
});
