/**
 * The bill explainer (issue 20 item 1): a statement's lines compared with the previous
 * statement's, each difference with what the reason needs (what changed, for which service,
 * by how much, from when), and the total change at the top. The words are the reader's
 * language's: the web and the printed statement build them from this structured result.
 */

/** What a statement line is, so two bills can be compared line for line. */
export const STATEMENT_LINE_KINDS = [
  /** a payment received; not a charge, never compared */
  'payment',
  /** a monthly service or rental, identified by its rate code */
  'recurring',
  /** a promotional price lowering a service (appliesTo) until promoEndsOn */
  'promotion',
  /** an order, a fee, a rental or pay-per-view: billed once */
  'one-time',
  /** an outage credit, a returned item's refund, an adjustment: credited once */
  'credit',
  /** taxes, fees and surcharges that come back every month */
  'tax',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export function isStatementLineKind(value: string): value is StatementLineKind {
  return (STATEMENT_LINE_KINDS as readonly string[]).includes(value);
}

/**
 * A statement line as the comparison reads it. `D` is how its name is held: a string, or the name
 * in each language (the comparison only carries it through).
 */
export interface ExplainableLine<D = string> {
  /** the rate code: the same service keeps the same code from bill to bill */
  code: string;
  kind: StatementLineKind;
  description: D;
  /** cents; payments and credits are negative */
  amountCents: number;
  /** a promotion's last day (YYYY-MM-DD) */
  promoEndsOn: string | null;
  /** a promotion's service: the rate code of the line it lowers */
  appliesTo: string | null;
}

/** The kinds of difference, in the order the explainer lists them. */
export const BILL_CHANGE_KINDS = [
  'promotionEnded',
  'promotionStarted',
  'added',
  'removed',
  'changed',
  'oneTime',
  'credit',
  'notRepeated',
] as const;
export type BillChangeKind = (typeof BILL_CHANGE_KINDS)[number];

export interface BillChange<D = string> {
  change: BillChangeKind;
  /** the kind of the line that changed */
  lineKind: StatementLineKind;
  code: string;
  /** the line as the bill prints it */
  description: D;
  /** for a promotion: the name of the service it lowers(ed) */
  service: D | null;
  /** for a promotion: the day it ended or ends */
  date: string | null;
  previousCents: number;
  currentCents: number;
  /** what this difference adds to the bill; negative when it lowers it */
  deltaCents: number;
}

export interface BillExplanation<D = string> {
  /** false for an account's first statement: nothing to compare with */
  compared: boolean;
  /** the change in new charges since the previous statement; the sum of the changes' deltas */
  totalChangeCents: number;
  changes: BillChange<D>[];
}

/** Kinds compared code by code; one-time charges and credits are each this bill's own. */
const MATCHED_KINDS: ReadonlySet<StatementLineKind> = new Set(['recurring', 'promotion', 'tax']);
const ONCE_KINDS: ReadonlySet<StatementLineKind> = new Set(['one-time', 'credit']);

interface Group<D> {
  first: ExplainableLine<D>;
  cents: number;
}

/** Matched lines by code, in bill order, amounts of the same code added together. */
function byCode<D>(lines: readonly ExplainableLine<D>[]): Map<string, Group<D>> {
  const out = new Map<string, Group<D>>();
  for (const line of lines) {
    if (!MATCHED_KINDS.has(line.kind)) continue;
    const group = out.get(line.code);
    if (group) group.cents += line.amountCents;
    else out.set(line.code, { first: line, cents: line.amountCents });
  }
  return out;
}

function serviceName<D>(code: string | null, ...bills: ReadonlyArray<Map<string, Group<D>>>): D | null {
  if (code === null) return null;
  for (const bill of bills) {
    const line = bill.get(code)?.first;
    if (line) return line.description;
  }
  return null;
}

function matchedChange<D>(
  code: string,
  prev: Group<D> | undefined,
  cur: Group<D> | undefined,
  bills: [Map<string, Group<D>>, Map<string, Group<D>>],
): BillChange<D> | null {
  const previousCents = prev?.cents ?? 0;
  const currentCents = cur?.cents ?? 0;
  const line = cur?.first ?? prev?.first;
  if (!line || (prev && cur && previousCents === currentCents)) return null;
  const promotion = line.kind === 'promotion';
  let change: BillChangeKind = 'changed';
  if (!prev) change = promotion ? 'promotionStarted' : 'added';
  else if (!cur) change = promotion ? 'promotionEnded' : 'removed';
  return {
    change,
    lineKind: line.kind,
    code,
    description: line.description,
    service: promotion ? serviceName(line.appliesTo, ...bills) : null,
    date: promotion ? line.promoEndsOn : null,
    previousCents,
    currentCents,
    deltaCents: currentCents - previousCents,
  };
}

function onceChange<D>(line: ExplainableLine<D>, current: boolean): BillChange<D> | null {
  if (line.amountCents === 0) return null;
  const change: BillChangeKind = !current ? 'notRepeated' : line.kind === 'credit' ? 'credit' : 'oneTime';
  return {
    change,
    lineKind: line.kind,
    code: line.code,
    description: line.description,
    service: null,
    date: null,
    previousCents: current ? 0 : line.amountCents,
    currentCents: current ? line.amountCents : 0,
    deltaCents: current ? line.amountCents : -line.amountCents,
  };
}

/**
 * The statement `current` compared with `previous` (null: the account's first statement).
 * Recurring lines, promotions and taxes are matched by rate code: one only on this bill was
 * added, one only on the last was removed (a promotion: ended), one on both at another amount
 * changed. One-time charges and credits are this bill's own, and last bill's are listed as not
 * repeated. Payments are not charges and are left out. The deltas add up to the total change.
 */
export function explainBill<D = string>(
  current: readonly ExplainableLine<D>[],
  previous: readonly ExplainableLine<D>[] | null,
): BillExplanation<D> {
  if (previous === null) return { compared: false, totalChangeCents: 0, changes: [] };
  const cur = byCode(current);
  const prev = byCode(previous);
  const changes: BillChange<D>[] = [];
  for (const code of new Set([...cur.keys(), ...prev.keys()])) {
    const c = matchedChange(code, prev.get(code), cur.get(code), [cur, prev]);
    if (c) changes.push(c);
  }
  for (const line of current) {
    const c = ONCE_KINDS.has(line.kind) ? onceChange(line, true) : null;
    if (c) changes.push(c);
  }
  for (const line of previous) {
    const c = ONCE_KINDS.has(line.kind) ? onceChange(line, false) : null;
    if (c) changes.push(c);
  }
  const order = (c: BillChange<D>) => BILL_CHANGE_KINDS.indexOf(c.change);
  const sorted = changes.map((c, i) => ({ c, i })).sort((a, b) => order(a.c) - order(b.c) || a.i - b.i);
  return {
    compared: true,
    totalChangeCents: changes.reduce((s, c) => s + c.deltaCents, 0),
    changes: sorted.map((x) => x.c),
  };
}
