import { describe, expect, it } from 'vitest';
import {
  explainBill,
  type BillChange,
  type ExplainableLine,
  type StatementLineKind,
} from './bill-explainer.ts';

function line(
  code: string,
  kind: StatementLineKind,
  description: string,
  amountCents: number,
  promo: { endsOn: string; appliesTo: string } | null = null,
): ExplainableLine {
  return {
    code,
    kind,
    description,
    amountCents,
    promoEndsOn: promo?.endsOn ?? null,
    appliesTo: promo?.appliesTo ?? null,
  };
}

const PAYMENT = line('PAYMENT', 'payment', 'Payment received, thank you', -13999);
const TV = line('TV-SELECT', 'recurring', 'TV Select', 5499);
const INTERNET = line('INT300', 'recurring', 'Internet 300', 3999);
const BOX = line('BOX-STD', 'recurring', 'Cable box rental', 899);
const TAX = line('TAX-STATE', 'tax', 'State and local taxes', 495);
const PROMO = line('PROMO-INT300', 'promotion', 'Promotional price, Internet 300', -2000, {
  endsOn: '2026-11-03',
  appliesTo: 'INT300',
});

type Row = Pick<BillChange, 'change' | 'code' | 'deltaCents'> & Partial<BillChange>;

// Each pair worked by hand: the expected changes and their total.
const CASES: Array<{
  name: string;
  previous: ExplainableLine[];
  current: ExplainableLine[];
  total: number;
  changes: Row[];
}> = [
  {
    name: 'nothing changed: payments differ but are not charges',
    previous: [PAYMENT, TV, INTERNET, TAX],
    current: [{ ...PAYMENT, amountCents: -9000 }, TV, INTERNET, TAX],
    total: 0,
    changes: [],
  },
  {
    name: 'a box added',
    previous: [TV, INTERNET],
    current: [TV, INTERNET, line('BOX-HD', 'recurring', 'HD box rental', 999)],
    total: 999,
    changes: [{ change: 'added', code: 'BOX-HD', deltaCents: 999, previousCents: 0, currentCents: 999 }],
  },
  {
    name: 'a service removed',
    previous: [TV, INTERNET, BOX],
    current: [TV, INTERNET],
    total: -899,
    changes: [{ change: 'removed', code: 'BOX-STD', deltaCents: -899, previousCents: 899, currentCents: 0 }],
  },
  {
    name: 'a price changed, and taxes with it',
    previous: [TV, INTERNET, TAX],
    current: [{ ...TV, amountCents: 5999 }, INTERNET, { ...TAX, amountCents: 518 }],
    total: 523,
    changes: [
      { change: 'changed', code: 'TV-SELECT', deltaCents: 500, previousCents: 5499, currentCents: 5999 },
      { change: 'changed', code: 'TAX-STATE', deltaCents: 23, lineKind: 'tax' },
    ],
  },
  {
    name: 'a promotion ended: the service is named and the day given',
    previous: [INTERNET, PROMO],
    current: [INTERNET],
    total: 2000,
    changes: [
      {
        change: 'promotionEnded',
        code: 'PROMO-INT300',
        deltaCents: 2000,
        service: 'Internet 300',
        date: '2026-11-03',
      },
    ],
  },
  {
    name: 'a promotion started',
    previous: [INTERNET],
    current: [INTERNET, PROMO],
    total: -2000,
    changes: [
      { change: 'promotionStarted', code: 'PROMO-INT300', deltaCents: -2000, service: 'Internet 300' },
    ],
  },
  {
    name: "one-time charges and credits: this bill's own, last bill's not repeated",
    previous: [TV, line('PPV', 'one-time', 'Pay-per-view: Championship Boxing Live', 5999)],
    current: [
      TV,
      line('CREDIT-OUTAGE', 'credit', 'Service credit: internet outage 2026-10-17', -350),
      line('ORDER', 'one-time', 'Order: HD box activation', 1999),
      line('REFUND', 'credit', 'Refund: returned remote', -1500),
    ],
    total: -350 + 1999 - 1500 - 5999,
    changes: [
      { change: 'oneTime', code: 'ORDER', deltaCents: 1999, lineKind: 'one-time' },
      { change: 'credit', code: 'CREDIT-OUTAGE', deltaCents: -350, lineKind: 'credit' },
      { change: 'credit', code: 'REFUND', deltaCents: -1500 },
      { change: 'notRepeated', code: 'PPV', deltaCents: -5999, previousCents: 5999, currentCents: 0 },
    ],
  },
  {
    name: 'the same one-time code both months is two separate charges, not a change',
    previous: [line('VOD', 'one-time', 'On Demand rentals', 760)],
    current: [line('VOD', 'one-time', 'On Demand rentals', 1048)],
    total: 288,
    changes: [
      { change: 'oneTime', code: 'VOD', deltaCents: 1048 },
      { change: 'notRepeated', code: 'VOD', deltaCents: -760 },
    ],
  },
  {
    name: 'two lines of one code compare as their sum',
    previous: [BOX],
    current: [BOX, { ...BOX }],
    total: 899,
    changes: [
      { change: 'changed', code: 'BOX-STD', deltaCents: 899, previousCents: 899, currentCents: 1798 },
    ],
  },
];

describe('explainBill', () => {
  it.each(CASES)('$name', ({ previous, current, total, changes }) => {
    const result = explainBill(current, previous);
    expect(result.compared).toBe(true);
    expect(result.totalChangeCents).toBe(total);
    expect(result.changes).toHaveLength(changes.length);
    changes.forEach((want, i) => expect(result.changes[i]).toMatchObject(want));
    // The reasons always account for the whole change.
    expect(result.changes.reduce((s, c) => s + c.deltaCents, 0)).toBe(total);
  });

  it('has nothing to compare on the first statement', () => {
    expect(explainBill([TV, INTERNET], null)).toEqual({ compared: false, totalChangeCents: 0, changes: [] });
  });

  it("lists a promotion's end first, then additions, in the order the bill prints them", () => {
    const result = explainBill(
      [
        INTERNET,
        line('BOX-HD', 'recurring', 'HD box rental', 999),
        line('DVR', 'recurring', 'DVR service', 1000),
      ],
      [INTERNET, PROMO],
    );
    expect(result.changes.map((c) => c.code)).toEqual(['PROMO-INT300', 'BOX-HD', 'DVR']);
    expect(result.totalChangeCents).toBe(3999);
  });
});
