/**
 * A bill (issue 4 item 1: "statements with line items, so a bill can be shown and explained").
 * Every total on a statement follows from its lines: previous balance - payments + new charges
 * = total due. Lines are grouped into sections shown in one fixed order on screen and on paper.
 */

/** The sections of a statement, in the order a bill lists them. */
export const STATEMENT_SECTIONS = [
  /** payments received since the last bill; negative amounts */
  'payments',
  'tv',
  'internet',
  'phone',
  /** boxes, modems and routers rented from the provider */
  'equipment',
  /** one-off charges such as pay-per-view and on-demand rentals */
  'oneTime',
  /** credits and adjustments; negative amounts */
  'credits',
  'taxesFees',
] as const;
export type StatementSection = (typeof STATEMENT_SECTIONS)[number];

/** Sections whose lines lower what is owed: their amounts are never positive. */
const NON_POSITIVE_SECTIONS: ReadonlySet<StatementSection> = new Set(['payments', 'credits']);

export function isStatementSection(value: string): value is StatementSection {
  return (STATEMENT_SECTIONS as readonly string[]).includes(value);
}

export interface StatementLine {
  section: StatementSection;
  description: string;
  /** cents; payments and credits are negative */
  amountCents: number;
}

export interface StatementTotals {
  previousBalanceCents: number;
  /** what was paid, as a positive number of cents */
  paymentsCents: number;
  /** everything billed this period, credits included */
  newChargesCents: number;
  totalDueCents: number;
}

/** The totals a statement's lines add up to. */
export function statementTotals(
  previousBalanceCents: number,
  lines: readonly StatementLine[],
): StatementTotals {
  let paid = 0;
  let charges = 0;
  for (const line of lines) {
    if (line.section === 'payments') paid -= line.amountCents;
    else charges += line.amountCents;
  }
  return {
    previousBalanceCents,
    paymentsCents: paid,
    newChargesCents: charges,
    totalDueCents: previousBalanceCents - paid + charges,
  };
}

export interface StatementSectionGroup<L extends StatementLine = StatementLine> {
  section: StatementSection;
  lines: L[];
  subtotalCents: number;
}

/** Lines grouped by section, sections in STATEMENT_SECTIONS order, empty sections left out. */
export function groupStatementLines<L extends StatementLine>(
  lines: readonly L[],
): StatementSectionGroup<L>[] {
  return STATEMENT_SECTIONS.flatMap((section) => {
    const inSection = lines.filter((l) => l.section === section);
    if (inSection.length === 0) return [];
    return [{ section, lines: inSection, subtotalCents: inSection.reduce((s, l) => s + l.amountCents, 0) }];
  });
}

/**
 * What is wrong with a statement, if anything: stored totals that its lines do not add up to,
 * or a payment or credit with a positive amount. An empty list means it is consistent.
 */
export function statementProblems(stored: StatementTotals, lines: readonly StatementLine[]): string[] {
  const problems: string[] = [];
  const computed = statementTotals(stored.previousBalanceCents, lines);
  for (const key of ['paymentsCents', 'newChargesCents', 'totalDueCents'] as const) {
    if (stored[key] !== computed[key]) {
      problems.push(`${key} is ${stored[key]} but the lines add up to ${computed[key]}`);
    }
  }
  for (const line of lines) {
    if (!Number.isInteger(line.amountCents)) {
      problems.push(`"${line.description}" is not a whole number of cents`);
    }
    if (NON_POSITIVE_SECTIONS.has(line.section) && line.amountCents > 0) {
      problems.push(`"${line.description}" in ${line.section} must not be positive`);
    }
  }
  return problems;
}

/** The download name of a statement's PDF, by its date: 'bill-2026-11.pdf'. */
export function statementFileName(statementDate: string): string {
  const month = /^(\d{4}-\d{2})/.exec(statementDate)?.[1];
  return month ? `bill-${month}.pdf` : 'bill.pdf';
}
