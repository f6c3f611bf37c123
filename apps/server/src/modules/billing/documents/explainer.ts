import type { Kysely } from 'kysely';
import type { BilingualText, StatementExplanation } from '@coax/contract';
import { explainBill, isStatementLineKind, type ExplainableLine } from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import { previousStatement, statementLines, type StatementLineRow, type StatementRow } from './repository.ts';

/** A line's name in each language; a line written before 0024 without one reads its English name. */
export function lineNames(row: StatementLineRow): BilingualText {
  return { en: row.description, es: row.description_es || row.description };
}

function toExplainable(row: StatementLineRow): ExplainableLine<BilingualText> {
  // Rows come from our own writers; a kind outside the list is a data fault, not a user error.
  if (!isStatementLineKind(row.kind)) {
    throw new Error(`statement ${row.statement_id} line ${row.seq}: unknown kind`);
  }
  return {
    code: row.code,
    kind: row.kind,
    description: lineNames(row),
    amountCents: row.amount_cents,
    promoEndsOn: row.promo_ends_on,
    appliesTo: row.applies_to,
  };
}

/**
 * A statement of the account compared with the account's statement before it (issue 20 item 1).
 * `row` was found for `accountNumber`, so the previous one is that account's too.
 */
export async function explainStatement(
  db: Kysely<Database>,
  accountNumber: string,
  row: StatementRow,
  lines: readonly StatementLineRow[],
): Promise<StatementExplanation> {
  const before = await previousStatement(db, accountNumber, row.statement_date);
  const previousLines = before ? (await statementLines(db, before.id)).map(toExplainable) : null;
  const result = explainBill(lines.map(toExplainable), previousLines);
  return {
    statementId: row.id,
    statementDate: row.statement_date,
    previous: before ? { id: before.id, statementDate: before.statement_date } : null,
    totalChange: result.totalChangeCents,
    changes: result.changes.map((c) => ({
      change: c.change,
      lineKind: c.lineKind,
      code: c.code,
      description: c.description,
      service: c.service,
      date: c.date,
      previous: c.previousCents,
      current: c.currentCents,
      delta: c.deltaCents,
    })),
  };
}
