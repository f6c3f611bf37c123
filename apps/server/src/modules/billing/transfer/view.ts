import type { Kysely } from 'kysely';
import type { EbillInformationOutput, TransferMethod } from '@coax/contract';
import {
  autopayChargeCents,
  cardStatusOn,
  displayAccountNumber,
  formatExpDate,
  maskedNumber,
  nextAutopayRun,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import { autopayAmountOf, autopayScheduleOf } from '../payments/posting-job.ts';
import { accountTypeOf } from '../payer.ts';
import { balanceOf, ebillRow, enrolmentOf, findAccountRow, liveMethods } from './repository.ts';

type MethodRow = Awaited<ReturnType<typeof liveMethods>>[number];

/** A card expired on `today` cannot be charged, so it cannot move; bank accounts never expire. */
export function isExpiredOn(
  m: { exp_month: number | null; exp_year: number | null },
  today: string,
): boolean {
  return (
    m.exp_month !== null && m.exp_year !== null && cardStatusOn(m.exp_month, m.exp_year, today) === 'expired'
  );
}

function toTransferMethod(m: MethodRow, autopayMethodId: string | null, today: string): TransferMethod {
  return {
    payMethodName: m.nickname,
    payType: m.pay_type,
    methodType: m.method_type,
    cardType: m.card_type,
    paymentAccountNumber: maskedNumber(m.last4),
    expDate:
      m.exp_month !== null && m.exp_year !== null
        ? formatExpDate({ month: m.exp_month, year: m.exp_year })
        : null,
    expired: isExpiredOn(m, today),
    isDefault: m.is_default === 1,
    isAutoPayment: m.id === autopayMethodId,
  };
}

/** Seed 002 §3 Ebill info, one entry: an account's methods, autopay and e-mail preferences. */
export async function ebillInformationOf(
  db: Kysely<Database>,
  accountNumber: string,
  isFrom: boolean,
  today: string,
): Promise<EbillInformationOutput> {
  const [account, methods, enrolment, ebill, balance] = await Promise.all([
    findAccountRow(db, accountNumber),
    liveMethods(db, accountNumber),
    enrolmentOf(db, accountNumber),
    ebillRow(db, accountNumber),
    balanceOf(db, accountNumber),
  ]);
  const schedule = enrolment ? autopayScheduleOf(enrolment) : null;
  const amount = enrolment ? autopayAmountOf(enrolment) : null;
  // An old account's bill is closed: its next run is only worth showing while a bill is open.
  const next =
    schedule && balance && amount && autopayChargeCents(amount, balance.amount_due_cents) > 0
      ? nextAutopayRun(schedule, balance.due_date, today)
      : null;
  return {
    isFrom,
    accountNum: displayAccountNumber(accountNumber),
    accountType: accountTypeOf(account?.type ?? 0),
    paymentMethods: methods.map((m) => toTransferMethod(m, enrolment?.method_id ?? null, today)),
    isPaperBill: ebill ? ebill.paper_bill === 1 : true,
    mailNotifyInd: ebill?.mail_notify === 1,
    email: ebill?.email ?? enrolment?.email ?? null,
    hasPreferences: ebill !== undefined,
    hasAutoPay: enrolment !== undefined && enrolment.removed_at === null,
    autoPayMethodName: enrolment?.nickname ?? null,
    isDuedate: enrolment ? enrolment.amount_type !== 'fixed' : false,
    scheduledAutoDate: next?.runDate ?? null,
    payDaysInAdvance: enrolment?.days_in_advance ?? null,
    payDayOfMonth: enrolment?.day_of_month ?? null,
    capAmount: enrolment?.cap_cents ?? null,
    fixAmount: enrolment?.fixed_cents ?? null,
  };
}
