/**
 * Seed 000 §4 multi-alert order: "action alerts first; typed before untyped; success next; then
 * by priority; major first." Each clause is one comparator; the first that tells two alerts
 * apart decides.
 */
import { isSuccessType, type AlertType } from './alert-type.ts';

/** The fields the order reads. */
export interface SortableAlert {
  actionAlert: boolean;
  /** null: the operator gave no type */
  type: AlertType | null;
  /** 1 is the most important; null after every number */
  priority: number | null;
}

type Comparator = (a: SortableAlert, b: SortableAlert) => number;

const first =
  (test: (x: SortableAlert) => boolean): Comparator =>
  (a, b) =>
    Number(test(b)) - Number(test(a));

/** Alerts that ask the subscriber to act come before the rest. */
export const actionAlertsFirst: Comparator = first((x) => x.actionAlert);

/** An alert whose type was given comes before one shown as 'major' only by default. */
export const typedBeforeUntyped: Comparator = first((x) => x.type !== null);

/**
 * "Success next": read as a rank, not a position in the list. Among alerts the first two clauses
 * leave equal, success, minorSuccess and successLeaf come before the other types. (The seed lists
 * the clauses in the order they apply, so "next" is the third key of the chain.)
 */
export const successNext: Comparator = first((x) => isSuccessType(x.type));

/** Priority 1 is the most important: lower numbers first; an alert without one goes last. */
export const byPriority: Comparator = (a, b) =>
  (a.priority ?? Number.POSITIVE_INFINITY) - (b.priority ?? Number.POSITIVE_INFINITY) || 0;

/** The last tie-break: a major alert (given or by default) before the other types. */
export const majorFirst: Comparator = first((x) => (x.type ?? 'major') === 'major');

const CHAIN: readonly Comparator[] = [
  actionAlertsFirst,
  typedBeforeUntyped,
  successNext,
  byPriority,
  majorFirst,
];

/** Compares two alerts by the seed's order; 0 keeps their given order (the sort is stable). */
export function compareAlerts(a: SortableAlert, b: SortableAlert): number {
  for (const compare of CHAIN) {
    const d = compare(a, b);
    if (d !== 0) return d;
  }
  return 0;
}

/** A sorted copy; alerts the order cannot tell apart keep their given order. */
export function sortAlerts<T extends SortableAlert>(alerts: readonly T[]): T[] {
  return [...alerts].sort(compareAlerts);
}
