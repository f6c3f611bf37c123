/**
 * A due date means something only while money is owed: with a zero balance or a credit nothing
 * is due, so no date is shown (a credit "due on the 5th" reads as a demand to pay).
 */

/** The due date to show for an amount due in cents: the date when something is owed, else null. */
export function dueDateToShow(amountDueCents: number, dueDate: string | null | undefined): string | null {
  return amountDueCents > 0 && dueDate ? dueDate : null;
}
