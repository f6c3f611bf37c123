import { describe, expect, it } from 'vitest';
import type { OutageStatus } from '../outage/outage-status.ts';
import {
  AccountAlertMessages,
  deriveAccountAlerts,
  formatAlertAmount,
  type BillingSnapshot,
} from './account-alerts.ts';

const bill = (over: Partial<BillingSnapshot> = {}): BillingSnapshot => ({
  pastDue: '',
  amountDueCents: 0,
  ...over,
});
const codes = (billing: BillingSnapshot | null, outageStatus: OutageStatus = 'NO_OUTAGE') =>
  deriveAccountAlerts({ billing, outageStatus }).map((x) => x.code);

describe('account alert texts (seed 000 §8, verbatim)', () => {
  it('uses the seed wording', () => {
    expect(AccountAlertMessages.serviceAlert).toBe('Service alert');
    expect(AccountAlertMessages.pastDue).toBe('Your account is past due');
    expect(AccountAlertMessages.outageDetected).toBe('Outage detected');
    expect(AccountAlertMessages.balanceDue('$142.87')).toBe('$142.87 is due at this time.');
    expect(AccountAlertMessages.payToAvoidInterruption).toBe(
      'Please make your payment to avoid any interruption of services.',
    );
    expect(AccountAlertMessages.nonPay).toMatch(/interrupted/);
    expect(AccountAlertMessages.nonPay).toMatch(/disconnection/);
  });

  it.each([
    [14287, '$142.87'],
    [2001, '$20.01'],
    [21480, '$214.80'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [5, '$0.05'],
  ])('formats %i cents as %s', (centsValue, text) => {
    expect(formatAlertAmount(centsValue)).toBe(text);
  });
});

describe('deriveAccountAlerts', () => {
  it.each([
    { case: 'a current account owing nothing', billing: bill(), status: 'NO_OUTAGE', codes: [] },
    {
      case: 'exactly $20.00 due (not over 20)',
      billing: bill({ amountDueCents: 2000 }),
      status: 'NO_OUTAGE',
      codes: [],
    },
    {
      case: '$20.01 due',
      billing: bill({ amountDueCents: 2001 }),
      status: 'NO_OUTAGE',
      codes: ['balanceDue'],
    },
    {
      case: 'jsmith: $142.87 due in a few days',
      billing: bill({ amountDueCents: 14287 }),
      status: 'PLANNED_MAINTENANCE',
      codes: ['balanceDue'],
    },
    {
      case: 'latepay: 30 days past due, $214.80 due',
      billing: bill({ pastDue: '30', amountDueCents: 21480 }),
      status: 'VOD_HOLD',
      codes: ['pastDue', 'balanceDue'],
    },
    {
      case: '60 days past due, $15 due',
      billing: bill({ pastDue: '60', amountDueCents: 1500 }),
      status: 'NO_OUTAGE',
      codes: ['pastDue'],
    },
    {
      case: 'suspended for non-pay',
      billing: bill({ pastDue: '60', amountDueCents: 30000 }),
      status: 'NON_PAY',
      codes: ['nonPay', 'balanceDue'],
    },
    { case: 'suspended, bill not visible to this id', billing: null, status: 'NON_PAY', codes: ['nonPay'] },
    {
      case: 'netonly: outage on the account',
      billing: bill({ amountDueCents: 6499 }),
      status: 'OUTAGE_ON_ACCOUNT',
      codes: ['balanceDue', 'outageDetected'],
    },
    {
      case: 'an id without bill pay during an outage',
      billing: null,
      status: 'OUTAGE_ON_ACCOUNT',
      codes: ['outageDetected'],
    },
    { case: 'an id without bill pay on a past-due account', billing: null, status: 'NO_OUTAGE', codes: [] },
  ] as const)('$case -> $codes', ({ billing, status, codes: expected }) => {
    expect(codes(billing, status)).toEqual(expected);
  });

  it('writes the balance alert with the amount and the seed texts', () => {
    const [alert] = deriveAccountAlerts({
      billing: bill({ amountDueCents: 14287 }),
      outageStatus: 'NO_OUTAGE',
    });
    expect(alert).toMatchObject({
      id: 'account:balanceDue',
      title: '$142.87 is due at this time.',
      summary: 'Please make your payment to avoid any interruption of services.',
      amountCents: 14287,
      actionAlert: true,
      ctas: [{ label: 'Pay now', href: '/pay-bill/' }],
    });
  });

  it("titles past-due and outage alerts 'Service alert'", () => {
    const list = deriveAccountAlerts({ billing: bill({ pastDue: '30' }), outageStatus: 'OUTAGE_ON_ACCOUNT' });
    expect(list.map((x) => [x.title, x.summary])).toEqual([
      ['Service alert', 'Your account is past due'],
      ['Service alert', 'Outage detected'],
    ]);
  });
});

describe('a promotion ending within 30 days (issue 20 item 2)', () => {
  const promo = { increaseCents: 1500 };
  it('tells what the bill rises by, after the seed’s alerts, when the bill may be seen', () => {
    const alerts = deriveAccountAlerts({
      billing: bill({ amountDueCents: 14287 }),
      outageStatus: 'NO_OUTAGE',
      promotionEnding: promo,
    });
    expect(alerts.map((a) => a.code)).toEqual(['balanceDue', 'promotionEnding']);
    expect(alerts[1]).toMatchObject({
      title: 'A promotional price ends soon',
      summary: 'When it ends, your bill goes up by $15.00 a month. See which service and when on My bill.',
      actionAlert: false,
      type: 'minor',
      amountCents: 1500,
      link: '/pay-bill/my-bill/',
    });
  });

  it.each([
    [null, promo],
    [bill(), null],
    [bill(), undefined],
  ])('says nothing without the bill or without a promotion ending', (billing, promotionEnding) => {
    const alerts = deriveAccountAlerts({ billing, outageStatus: 'NO_OUTAGE', promotionEnding });
    expect(alerts.map((a) => a.code)).not.toContain('promotionEnding');
  });
});

describe('a payment arrangement (issue 20 item 4)', () => {
  const pastDue = bill({ pastDue: '30', amountDueCents: 1500 });
  it('replaces the past-due alert with one saying an arrangement is in place, naming the next payment', () => {
    const list = deriveAccountAlerts({
      billing: pastDue,
      outageStatus: 'NO_OUTAGE',
      arrangement: { status: 'active', nextPayDate: '2026-12-05', nextAmountCents: 5370 },
    });
    expect(list.map((a) => a.code)).toEqual(['arrangementActive']);
    expect(list[0]).toMatchObject({
      summary: 'Your past-due balance is being paid in parts. The next payment is $53.70.',
      amountCents: 5370,
      actionAlert: false,
      link: '/pay-bill/arrangement/',
    });
  });

  it('says so when a missed instalment cancelled it, as an action alert', () => {
    const list = deriveAccountAlerts({
      billing: pastDue,
      outageStatus: 'NO_OUTAGE',
      arrangement: { status: 'broken', nextPayDate: null, nextAmountCents: null },
    });
    expect(list.map((a) => [a.code, a.actionAlert])).toEqual([['arrangementBroken', true]]);
  });

  it('says nothing of it once nothing is past due, or without the bill', () => {
    const arrangement = { status: 'active', nextPayDate: '2026-12-05', nextAmountCents: 5370 } as const;
    expect(
      deriveAccountAlerts({ billing: bill({}), outageStatus: 'NO_OUTAGE', arrangement }).map((a) => a.code),
    ).toEqual([]);
    expect(deriveAccountAlerts({ billing: null, outageStatus: 'NO_OUTAGE', arrangement })).toEqual([]);
  });
});

describe('each account alert, field by field', () => {
  const NON_PAY_TEXT =
    'Your service has been interrupted because your account has an unpaid balance. To restore service and avoid disconnection, please pay your past-due balance now or call us to make payment arrangements.';

  it('NON_PAY: a major action alert of priority 1 whose button asks for payment immediately', () => {
    expect(AccountAlertMessages.nonPay).toBe(NON_PAY_TEXT);
    expect(deriveAccountAlerts({ billing: null, outageStatus: 'NON_PAY' })).toEqual([
      {
        id: 'account:nonPay',
        code: 'nonPay',
        title: 'Service alert',
        summary: NON_PAY_TEXT,
        type: 'major',
        actionAlert: true,
        priority: 1,
        amountCents: null,
        link: '/pay-bill/',
        ctas: [{ label: 'Payment due immediately', href: '/pay-bill/' }],
      },
    ]);
  });

  it('past due: a major action alert of priority 2 with a Pay now button', () => {
    expect(deriveAccountAlerts({ billing: bill({ pastDue: '60' }), outageStatus: 'NO_OUTAGE' })).toEqual([
      {
        id: 'account:pastDue',
        code: 'pastDue',
        title: 'Service alert',
        summary: 'Your account is past due',
        type: 'major',
        actionAlert: true,
        priority: 2,
        amountCents: null,
        link: '/pay-bill/',
        ctas: [{ label: 'Pay now', href: '/pay-bill/' }],
      },
    ]);
  });

  it('balance due: a minor warning of priority 3 naming the amount', () => {
    expect(
      deriveAccountAlerts({ billing: bill({ amountDueCents: 2001 }), outageStatus: 'NO_OUTAGE' }),
    ).toEqual([
      {
        id: 'account:balanceDue',
        code: 'balanceDue',
        title: '$20.01 is due at this time.',
        summary: 'Please make your payment to avoid any interruption of services.',
        type: 'minorWarning',
        actionAlert: true,
        priority: 3,
        amountCents: 2001,
        link: '/pay-bill/',
        ctas: [{ label: 'Pay now', href: '/pay-bill/' }],
      },
    ]);
  });

  it('an outage on the account: a major alert of priority 1 that asks nothing and links to the outage page', () => {
    expect(deriveAccountAlerts({ billing: null, outageStatus: 'OUTAGE_ON_ACCOUNT' })).toEqual([
      {
        id: 'account:outageDetected',
        code: 'outageDetected',
        title: 'Service alert',
        summary: 'Outage detected',
        type: 'major',
        actionAlert: false,
        priority: 1,
        amountCents: null,
        link: '/support/outage/',
        ctas: [{ label: 'View outage details', href: '/support/outage/' }],
      },
    ]);
  });

  it('a promotion ending: a minor alert of priority 4 linking to My bill', () => {
    expect(
      deriveAccountAlerts({
        billing: bill(),
        outageStatus: 'NO_OUTAGE',
        promotionEnding: { increaseCents: 1000 },
      }),
    ).toEqual([
      {
        id: 'account:promotionEnding',
        code: 'promotionEnding',
        title: 'A promotional price ends soon',
        summary: 'When it ends, your bill goes up by $10.00 a month. See which service and when on My bill.',
        type: 'minor',
        actionAlert: false,
        priority: 4,
        amountCents: 1000,
        link: '/pay-bill/my-bill/',
        ctas: [{ label: 'See my bill', href: '/pay-bill/my-bill/' }],
      },
    ]);
  });

  it('an arrangement in place: a minor alert of priority 2 linking to the arrangement', () => {
    expect(
      deriveAccountAlerts({
        billing: bill({ pastDue: '30' }),
        outageStatus: 'NO_OUTAGE',
        arrangement: { status: 'active', nextPayDate: '2026-12-05', nextAmountCents: 5370 },
      }),
    ).toEqual([
      {
        id: 'account:arrangementActive',
        code: 'arrangementActive',
        title: 'A payment arrangement is in place',
        summary: 'Your past-due balance is being paid in parts. The next payment is $53.70.',
        type: 'minor',
        actionAlert: false,
        priority: 2,
        amountCents: 5370,
        link: '/pay-bill/arrangement/',
        ctas: [{ label: 'See the arrangement', href: '/pay-bill/arrangement/' }],
      },
    ]);
  });

  it('an arrangement cancelled: a major action alert of priority 2 with a Pay now button', () => {
    expect(
      deriveAccountAlerts({
        billing: bill({ pastDue: '30' }),
        outageStatus: 'NO_OUTAGE',
        arrangement: { status: 'broken', nextPayDate: null, nextAmountCents: null },
      }),
    ).toEqual([
      {
        id: 'account:arrangementBroken',
        code: 'arrangementBroken',
        title: 'Your payment arrangement was cancelled',
        summary:
          'A payment in your arrangement was missed, so the arrangement was cancelled and the past-due balance is due now.',
        type: 'major',
        actionAlert: true,
        priority: 2,
        amountCents: null,
        link: '/pay-bill/',
        ctas: [{ label: 'Pay now', href: '/pay-bill/' }],
      },
    ]);
  });

  it('says nothing of a cancelled arrangement once nothing is past due', () => {
    const arrangement = { status: 'broken', nextPayDate: null, nextAmountCents: null } as const;
    expect(deriveAccountAlerts({ billing: bill(), outageStatus: 'NO_OUTAGE', arrangement })).toEqual([]);
    expect(deriveAccountAlerts({ billing: null, outageStatus: 'NO_OUTAGE', arrangement })).toEqual([]);
  });
});
