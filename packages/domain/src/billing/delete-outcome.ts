/**
 * Seed 002 §4 Payment delete outcome: what deleting a method means depends on whether it is the
 * last one and on what still uses it (one or several scheduled payments, autopay, or both). The
 * person chooses to switch those to another method or to cancel them; a last method has nothing
 * to switch to, so its dependents can only be cancelled.
 */

export type DeleteOutcomeKind =
  /** nothing uses it and other methods remain: a plain confirmation */
  | 'none'
  /** the account's only method */
  | 'lastMethod'
  | 'singleScheduled'
  | 'multipleScheduled'
  | 'autopay'
  | 'scheduledAndAutopay';

export type DependentsChoice = 'move' | 'cancel';

export interface DeleteOutcome {
  kind: DeleteOutcomeKind;
  /** what the person may do with the payments that use the method; empty when none do */
  choices: DependentsChoice[];
  /** the scheduled payments and autopay enrolment to move or cancel */
  hasDependents: boolean;
}

export function deleteOutcome(i: {
  isLast: boolean;
  scheduledCount: number;
  usedByAutopay: boolean;
}): DeleteOutcome {
  const hasDependents = i.scheduledCount > 0 || i.usedByAutopay;
  if (i.isLast) return { kind: 'lastMethod', choices: hasDependents ? ['cancel'] : [], hasDependents };
  let kind: DeleteOutcomeKind = 'none';
  if (i.scheduledCount > 0 && i.usedByAutopay) kind = 'scheduledAndAutopay';
  else if (i.usedByAutopay) kind = 'autopay';
  else if (i.scheduledCount > 1) kind = 'multipleScheduled';
  else if (i.scheduledCount === 1) kind = 'singleScheduled';
  return { kind, choices: hasDependents ? ['move', 'cancel'] : [], hasDependents };
}
