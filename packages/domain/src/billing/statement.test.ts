import { describe, expect, it } from 'vitest';
import {
  groupStatementLines,
  statementFileName,
  statementProblems,
  statementTotals,
  type StatementLine,
} from './statement.ts';

// jsmith's latest bill in the demo data: $139.99 paid, $142.87 now due (demo-seed balances).
const JSMITH_LINES: StatementLine[] = [
  { section: 'taxesFees', description: 'Franchise fee', amountCents: 412 },
  { section: 'payments', description: 'Payment received, thank you', amountCents: -13999 },
  { section: 'tv', description: 'Core TV package', amountCents: 7999 },
  { section: 'internet', description: 'Internet 300', amountCents: 4500 },
  { section: 'equipment', description: 'Cable box rental', amountCents: 1000 },
  { section: 'credits', description: 'Loyalty credit', amountCents: -500 },
  { section: 'oneTime', description: 'Pay-per-view: Title fight', amountCents: 876 },
];

describe('statementTotals', () => {
  it.each([
    {
      name: 'a bill paid in full last month',
      previous: 13999,
      lines: JSMITH_LINES,
      paid: 13999,
      charges: 14287,
      due: 14287,
    },
    {
      name: 'a first bill with no history',
      previous: 0,
      lines: [{ section: 'tv', description: 'TV', amountCents: 5000 }] as StatementLine[],
      paid: 0,
      charges: 5000,
      due: 5000,
    },
    {
      name: 'a partial payment leaves a balance forward',
      previous: 21480,
      lines: [
        { section: 'payments', description: 'Payment', amountCents: -5000 },
        { section: 'tv', description: 'TV', amountCents: 10740 },
      ] as StatementLine[],
      paid: 5000,
      charges: 10740,
      due: 27220,
    },
    {
      name: 'a credit larger than the charges owes nothing',
      previous: 0,
      lines: [
        { section: 'internet', description: 'Internet', amountCents: 3000 },
        { section: 'credits', description: 'Outage credit', amountCents: -4000 },
      ] as StatementLine[],
      paid: 0,
      charges: -1000,
      due: -1000,
    },
  ])(
    'adds up $name: previous - payments + new charges = total due',
    ({ previous, lines, paid, charges, due }) => {
      expect(statementTotals(previous, lines)).toEqual({
        previousBalanceCents: previous,
        paymentsCents: paid,
        newChargesCents: charges,
        totalDueCents: due,
      });
    },
  );
});

describe('groupStatementLines', () => {
  it('lists sections in the fixed bill order whatever the order of the lines, leaving out empty ones', () => {
    const groups = groupStatementLines(JSMITH_LINES);
    expect(groups.map((g) => g.section)).toEqual([
      'payments',
      'tv',
      'internet',
      'equipment',
      'oneTime',
      'credits',
      'taxesFees',
    ]);
    expect(groups.find((g) => g.section === 'payments')?.subtotalCents).toBe(-13999);
  });

  it('keeps the lines of a section in the order given and totals them', () => {
    const groups = groupStatementLines([
      { section: 'taxesFees', description: 'Sales tax', amountCents: 250 },
      { section: 'tv', description: 'TV', amountCents: 100 },
      { section: 'taxesFees', description: 'Regulatory fee', amountCents: 99 },
    ]);
    expect(groups).toEqual([
      { section: 'tv', lines: [{ section: 'tv', description: 'TV', amountCents: 100 }], subtotalCents: 100 },
      {
        section: 'taxesFees',
        lines: [
          { section: 'taxesFees', description: 'Sales tax', amountCents: 250 },
          { section: 'taxesFees', description: 'Regulatory fee', amountCents: 99 },
        ],
        subtotalCents: 349,
      },
    ]);
  });
});

describe('statementProblems', () => {
  const good = statementTotals(13999, JSMITH_LINES);

  it('finds nothing wrong with totals computed from the lines', () => {
    expect(statementProblems(good, JSMITH_LINES)).toEqual([]);
  });

  it.each([
    [
      'a total off by a cent',
      { ...good, totalDueCents: good.totalDueCents + 1 },
      JSMITH_LINES,
      /totalDueCents/,
    ],
    ['new charges that leave out a line', good, JSMITH_LINES.slice(0, -1), /newChargesCents/],
    ['payments that do not match', { ...good, paymentsCents: 0 }, JSMITH_LINES, /paymentsCents/],
    [
      'a payment entered as a charge',
      statementTotals(0, [{ section: 'payments', description: 'Payment', amountCents: 100 }]),
      [{ section: 'payments', description: 'Payment', amountCents: 100 }] as StatementLine[],
      /must not be positive/,
    ],
    [
      'a fraction of a cent',
      statementTotals(0, [{ section: 'tv', description: 'TV', amountCents: 10.5 }]),
      [{ section: 'tv', description: 'TV', amountCents: 10.5 }] as StatementLine[],
      /whole number/,
    ],
  ])('reports %s', (_name, stored, lines, pattern) => {
    expect(statementProblems(stored, lines).join('\n')).toMatch(pattern);
  });
});

describe('statementFileName', () => {
  it.each([
    ['2026-11-03', 'bill-2026-11.pdf'],
    ['2027-01-31', 'bill-2027-01.pdf'],
    ['not a date', 'bill.pdf'],
  ])('names the statement of %s %s', (date, name) => {
    expect(statementFileName(date)).toBe(name);
  });
});
