import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertBillCredit, latestMonthlyServiceCents } from './credits-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** One credit for the next bill: a credit line with its reason in both languages. */
export interface BillCredit {
  /** the source's id (a credit request's), so a credit is written once */
  id: string;
  accountNumber: string;
  /** positive cents; the statement shows it as a credit */
  amountCents: number;
  reasonEn: string;
  reasonEs: string;
}

/**
 * What bill pay offers other areas about credits: the monthly charges a credit is a share of,
 * and writing a credit for the next statement (the statement run subtracts it, once; the bill
 * page lists it while it waits). Writes take the caller's transaction.
 */
export function billCreditsService(db: Kysely<Database>) {
  return {
    monthlyServiceCents: (accountNumber: string, trx: Db = db) =>
      latestMonthlyServiceCents(trx, accountNumber),
    /** true when written now, false when this source's credit was already there */
    post: (trx: Db, credit: BillCredit, now: number) =>
      insertBillCredit(trx, {
        id: credit.id,
        account_number: credit.accountNumber,
        amount_cents: credit.amountCents,
        description: credit.reasonEn,
        description_es: credit.reasonEs,
        created_at: now,
      }),
  };
}

export type BillCreditsService = ReturnType<typeof billCreditsService>;

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** credits for the next bill (support's credit requests) */
    billCredits: BillCreditsService;
  }
}
