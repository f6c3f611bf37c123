import { describe, expect, it } from 'vitest';
import {
  applyCommunicationUpdate,
  canEnrolPaperless,
  COMMUNICATION_OUTCOME_MESSAGES,
  isPaperlessEmail,
  validatePaperlessEmail,
  type CommunicationUpdate,
  type EbillPreferences,
} from './paperless.ts';

describe('the paperless e-mail rule (seed 002 §5: a 2 to 4 character top level)', () => {
  it.each([
    ['john.smith@example.com', true],
    ['j_smith+bills@mail.example.co', true],
    ['maria@correo.info', true],
    ['  padded@example.net  ', true],
    ['UPPER@EXAMPLE.ORG', true],
    ['short@example.c', false],
    ['toolong@example.museum', false],
    ['nodot@localhost', false],
    ['two@@example.com', false],
    ['no-at.example.com', false],
    ['space in@example.com', false],
    ['trailing@example.com.', false],
    ['dash@-example.com', false],
    ['', false],
    [`${'a'.repeat(250)}@x.com`, false],
  ])('%j is %s', (email, ok) => {
    expect(isPaperlessEmail(email)).toBe(ok);
    expect(canEnrolPaperless(email)).toBe(ok);
  });

  it("answers an invalid address with the seed's message", () => {
    expect(validatePaperlessEmail('bad@')).toEqual({
      ok: false,
      code: 'invalidEmail',
      message: 'Please enter a valid email id',
    });
    expect(validatePaperlessEmail('good@example.com')).toEqual({ ok: true });
  });
});

const PAPER: EbillPreferences = { email: null, paperBill: true, mailNotify: false };
const PAPERLESS: EbillPreferences = { email: 'john@example.com', paperBill: false, mailNotify: true };

/** The update a page sends after loading `loaded`, changing what `wanted` names. */
function update(
  loaded: EbillPreferences,
  wanted: Partial<{ email: string; paperBill: boolean; mailNotify: boolean }>,
): CommunicationUpdate {
  return {
    email: wanted.email ?? loaded.email ?? '',
    paperBillInd: wanted.paperBill ?? loaded.paperBill,
    mailNotifyInd: wanted.mailNotify ?? loaded.mailNotify,
    origEmail: loaded.email ?? '',
    origPaperBillInd: loaded.paperBill,
    origMailNotifyInd: loaded.mailNotify,
  };
}

describe('applyCommunicationUpdate', () => {
  it('enrols a paper account with the thank-you message', () => {
    const r = applyCommunicationUpdate(
      PAPER,
      update(PAPER, { email: ' john@example.com ', paperBill: false, mailNotify: true }),
    );
    expect(r).toEqual({
      ok: true,
      outcome: 'enrolled',
      next: { email: 'john@example.com', paperBill: false, mailNotify: true },
    });
    expect(COMMUNICATION_OUTCOME_MESSAGES.enrolled).toBe(
      'Thanks for enrolling in paperless billing. Way to save some trees!',
    );
  });

  it.each([
    [
      'turning the paper bill back on',
      PAPERLESS,
      { paperBill: true },
      'paperBillRestored',
      'Details updated successfully',
    ],
    [
      'a new address',
      PAPERLESS,
      { email: 'new@example.org' },
      'preferencesUpdated',
      'Your email preferences have been successfully updated.',
    ],
    [
      'bill notices off',
      { ...PAPERLESS, paperBill: true },
      { mailNotify: false },
      'preferencesUpdated',
      'Your email preferences have been successfully updated.',
    ],
    ['nothing changed', PAPERLESS, {}, 'unchanged', 'Details updated successfully'],
    [
      'only the case of the address',
      PAPERLESS,
      { email: 'JOHN@example.com' },
      'unchanged',
      'Details updated successfully',
    ],
  ] as const)('reports %s', (_name, current, wanted, outcome, message) => {
    const r = applyCommunicationUpdate(current, update(current, wanted));
    expect(r.ok && r.outcome).toBe(outcome);
    expect(COMMUNICATION_OUTCOME_MESSAGES[outcome]).toBe(message);
  });

  it.each([
    ['an invalid new address', PAPERLESS, { email: 'john@example' }],
    ['going paperless with no address', PAPER, { paperBill: false }],
    [
      'going paperless with an address of a 5-letter top level',
      PAPER,
      { email: 'a@b.games', paperBill: false },
    ],
    ['bill notices with no address', PAPER, { mailNotify: true }],
    ['removing the address while paperless', PAPERLESS, { email: '' }],
  ] as const)('refuses %s with "Please enter a valid email id"', (_name, current, wanted) => {
    expect(applyCommunicationUpdate(current, update(current, wanted))).toEqual({
      ok: false,
      reason: 'invalidEmail',
      message: 'Please enter a valid email id',
    });
  });

  it('allows removing the address once paper bills and notices are back on', () => {
    const r = applyCommunicationUpdate(
      PAPERLESS,
      update(PAPERLESS, { email: '', paperBill: true, mailNotify: false }),
    );
    expect(r).toEqual({ ok: true, outcome: 'paperBillRestored', next: PAPER });
  });

  it('keeps a change made elsewhere to a field this page did not touch', () => {
    const loaded = PAPERLESS;
    const nowStored = { ...PAPERLESS, mailNotify: false };
    const r = applyCommunicationUpdate(nowStored, update(loaded, { email: 'new@example.org' }));
    expect(r).toEqual({
      ok: true,
      outcome: 'preferencesUpdated',
      next: { email: 'new@example.org', paperBill: false, mailNotify: false },
    });
  });

  it('refuses, clearly, an update of a field that was changed elsewhere to something else', () => {
    const loaded = PAPERLESS;
    const nowStored = { ...PAPERLESS, email: 'other@example.com' };
    const r = applyCommunicationUpdate(
      nowStored,
      update(loaded, { email: 'new@example.org', paperBill: true }),
    );
    expect(r).toMatchObject({ ok: false, reason: 'stale', fields: ['email'] });
    expect(r.ok ? '' : r.message).toMatch(/changed somewhere else/);
  });

  it('accepts a repeat of an update that already happened (a double click)', () => {
    const sent = update(PAPER, { email: 'john@example.com', paperBill: false, mailNotify: true });
    const first = applyCommunicationUpdate(PAPER, sent);
    if (!first.ok) throw new Error('first update failed');
    expect(applyCommunicationUpdate(first.next, sent)).toEqual({
      ok: true,
      outcome: 'unchanged',
      next: first.next,
    });
  });
});
