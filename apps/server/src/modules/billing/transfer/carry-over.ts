import type { Transaction } from 'kysely';
import type { TransferBody } from '@coax/contract';
import {
  autopayChargeCents,
  autopayRunDate,
  isPaperlessEmail,
  PaperlessMessages,
  TransferMessages,
  type AutopayAmount,
  type AutopaySchedule,
  type TransferFacts,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import { AppError, errors } from '../../../platform/errors.ts';
import { recordBillingEvent, type BillingActor } from '../audit.ts';
import { insertMethod, lockAccount, updateMethod } from '../methods/repository.ts';
import { upsertEbill } from '../paperless/repository.ts';
import { insertEnrolment } from '../payments/autopay-repository.ts';
import { insertPayment } from '../payments/repository.ts';
import { newMethodId } from '../methods/service.ts';
import { newPaymentId } from '../payments/service.ts';
import { balanceOf, ebillRow, enrolmentOf, liveMethods } from './repository.ts';
import { isExpiredOn } from './view.ts';

type Trx = Transaction<Database>;
type AutopayInput = NonNullable<TransferBody['autopay']>;

export interface CarryOver {
  from: string;
  to: string;
  today: string;
  now: number;
  /** who acts, on the new account */
  actor: BillingActor;
  /** when the move was recorded: preferences set on the new account after it are the subscriber's own */
  moveCreatedAt: number;
  payMethodNames: readonly string[];
  autopay: AutopayInput | null;
  transferPreferences: boolean;
  email: string | null;
}

export interface CarriedOver {
  facts: TransferFacts;
  currMonAutoPayDate: string | null;
  /** the chosen methods now on the new account, by name */
  moved: string[];
}

const field = (path: string, message: string) => errors.badRequest(message, [{ path, message }]);

function scheduleOf(a: AutopayInput): AutopaySchedule {
  return a.dateType === 'days_before'
    ? { dateType: 'days_before', daysInAdvance: a.daysInAdvance ?? 0 }
    : { dateType: 'day_of_month', dayOfMonth: a.dayOfMonth ?? 0 };
}

function amountOf(a: AutopayInput): AutopayAmount {
  if (a.amountType === 'cap') return { amountType: 'cap', capCents: a.capAmount ?? 0 };
  if (a.amountType === 'fixed') return { amountType: 'fixed', fixedCents: a.fixAmount ?? 0 };
  return { amountType: 'due' };
}

/** The request's rules that need the data: what the old account has, and what the new one already has. */
async function check(trx: Trx, c: CarryOver) {
  const [oldMethods, newMethods, oldEnrolment, oldEbill] = await Promise.all([
    liveMethods(trx, c.from),
    liveMethods(trx, c.to),
    enrolmentOf(trx, c.from),
    ebillRow(trx, c.from),
  ]);
  const hasAutopay = oldEnrolment !== undefined && oldEnrolment.removed_at === null;
  if (c.payMethodNames.length === 0 && !c.autopay) {
    throw field(
      'body.payMethodNames',
      hasAutopay ? TransferMessages.selectMethodOrAutopay : TransferMessages.selectMethod,
    );
  }
  const chosen = c.payMethodNames.map((name, i) => {
    const m = oldMethods.find((x) => x.nickname === name);
    if (!m) throw field(`body.payMethodNames.${i}`, TransferMessages.unknownMethod);
    if (isExpiredOn(m, c.today)) throw field(`body.payMethodNames.${i}`, TransferMessages.expiredMethod);
    const same = newMethods.find((x) => x.nickname.toLowerCase() === name.toLowerCase());
    if (same && same.gateway_token !== m.gateway_token) {
      throw new AppError(409, 'CONFLICT', TransferMessages.nicknameTaken);
    }
    return { old: m, already: same };
  });
  if (c.autopay) {
    if (!hasAutopay) throw field('body.autopay', TransferMessages.noAutopay);
    if (!oldMethods.some((m) => m.nickname === c.autopay?.payMethodName)) {
      throw field('body.autopay.payMethodName', TransferMessages.unknownMethod);
    }
  }
  if (c.transferPreferences && !oldEbill) {
    throw field('body.transferPreferences', TransferMessages.noPreferences);
  }
  if (c.email !== null && !isPaperlessEmail(c.email)) {
    throw field('body.email', PaperlessMessages.invalidEmail);
  }
  return { chosen, newMethods, oldEbill };
}

/** Copies the chosen methods; a method already on the new account (same card or bank account) counts as moved. */
async function copyMethods(
  trx: Trx,
  c: CarryOver,
  chosen: Awaited<ReturnType<typeof check>>['chosen'],
  newMethods: Awaited<ReturnType<typeof liveMethods>>,
) {
  const ids = new Map<string, string>();
  for (const { old, already } of chosen) {
    if (already) {
      ids.set(old.nickname, already.id);
      continue;
    }
    const id = newMethodId();
    await insertMethod(trx, {
      ...old,
      id,
      account_number: c.to,
      is_default: 0,
      created_at: c.now,
      updated_at: c.now,
      removed_at: null,
    });
    ids.set(old.nickname, id);
    await recordBillingEvent(trx, {
      ...c.actor,
      at: c.now,
      action: 'billing.method.added',
      detail: `${old.nickname} moved`,
    });
  }
  // The new account's first methods: the old default stays the default, else the first moved.
  if (!newMethods.some((m) => m.is_default === 1)) {
    const oldDefault = chosen.find((x) => x.old.is_default === 1)?.old.nickname;
    const id = (oldDefault ? ids.get(oldDefault) : undefined) ?? ids.get(chosen[0]?.old.nickname ?? '');
    if (id) {
      await updateMethod(trx, id, { is_default: 1, updated_at: c.now });
    }
  }
  return ids;
}

/**
 * Enrols the new account with the carried settings, when they can be used there: the method must
 * be on the new account (moved now or already there), its card must not have expired, and the new
 * account must not have automatic payments of its own. Then this cycle's payment is scheduled,
 * unless its day has passed.
 */
async function moveAutopay(
  trx: Trx,
  c: CarryOver,
  a: AutopayInput,
): Promise<Pick<TransferFacts, 'autopay' | 'currentMonth'> & { runDate: string | null }> {
  const method = (await liveMethods(trx, c.to)).find((m) => m.nickname === a.payMethodName);
  const own = await enrolmentOf(trx, c.to);
  if (!method || isExpiredOn(method, c.today) || own) {
    return { autopay: 'failed', currentMonth: 'none', runDate: null };
  }
  const schedule = scheduleOf(a);
  const amount = amountOf(a);
  await insertEnrolment(trx, {
    account_number: c.to,
    method_id: method.id,
    date_type: schedule.dateType,
    days_in_advance: schedule.dateType === 'days_before' ? schedule.daysInAdvance : null,
    day_of_month: schedule.dateType === 'day_of_month' ? schedule.dayOfMonth : null,
    amount_type: amount.amountType,
    cap_cents: amount.amountType === 'cap' ? amount.capCents : null,
    fixed_cents: amount.amountType === 'fixed' ? amount.fixedCents : null,
    email: c.email,
    created_by: c.actor.agentId,
    created_at: c.now,
    updated_at: c.now,
  });
  await recordBillingEvent(trx, {
    ...c.actor,
    at: c.now,
    action: 'billing.autopay.set',
    detail: `${schedule.dateType} ${amount.amountType} moved`,
  });

  const balance = await balanceOf(trx, c.to);
  const due = balance?.due_date ?? null;
  const cents = balance ? autopayChargeCents(amount, balance.amount_due_cents) : 0;
  if (!due || due < c.today || cents <= 0) return { autopay: 'moved', currentMonth: 'notDue', runDate: null };
  const runDate = autopayRunDate(schedule, due);
  if (runDate < c.today) return { autopay: 'moved', currentMonth: 'notScheduled', runDate: null };
  const id = newPaymentId();
  const wrote = await insertPayment(
    trx,
    {
      id,
      account_number: c.to,
      method_id: method.id,
      amount_cents: cents,
      pay_date: runDate,
      kind: 'autopay',
      status: 'scheduled',
      autopay_cycle: due,
      gateway_ref: null,
      failure_reason: null,
      csr_id: c.actor.agentId === c.actor.subjectId ? null : c.actor.agentId,
      created_by: c.actor.subjectId,
      created_at: c.now,
      updated_at: c.now,
      posted_at: null,
    },
    { ifAbsent: true },
  );
  if (!wrote) {
    return { autopay: 'moved', currentMonth: 'notScheduled', runDate: null };
  }
  await recordBillingEvent(trx, {
    ...c.actor,
    at: c.now,
    action: 'billing.payment.scheduled',
    detail: `${id} ${cents}c autopay ${due}`,
  });
  return { autopay: 'moved', currentMonth: 'scheduled', runDate };
}

/**
 * Carries paperless billing and e-mail notices, with the e-mail given. Preferences the subscriber
 * has already set on the new account since the move are theirs and are not overwritten.
 */
async function movePreferences(
  trx: Trx,
  c: CarryOver,
  old: NonNullable<Awaited<ReturnType<typeof ebillRow>>>,
): Promise<TransferFacts['preferences']> {
  const mine = await ebillRow(trx, c.to);
  if (mine && mine.updated_at >= c.moveCreatedAt) return 'notUpdated';
  const email = c.email ?? old.email;
  // Paperless and notices need an address to write to; without one only the paper bill stays.
  const needsEmail = old.paper_bill === 0 || old.mail_notify === 1;
  if (needsEmail && (email === null || !isPaperlessEmail(email))) return 'notUpdated';
  const row = {
    email,
    paper_bill: old.paper_bill,
    mail_notify: old.mail_notify,
    updated_at: c.now,
    updated_by: c.actor.agentId,
  };
  await upsertEbill(trx, c.to, row);
  await recordBillingEvent(trx, {
    ...c.actor,
    at: c.now,
    action: 'billing.paperless.changed',
    detail: old.paper_bill === 0 ? 'paperless moved' : 'preferences moved',
  });
  return 'updated';
}

/** The transfer's writes, inside the caller's transaction; the facts say what could be done. */
export async function carryOver(trx: Trx, c: CarryOver): Promise<CarriedOver> {
  await lockAccount(trx, c.to);
  const { chosen, newMethods, oldEbill } = await check(trx, c);
  await copyMethods(trx, c, chosen, newMethods);
  const ap = c.autopay
    ? await moveAutopay(trx, c, c.autopay)
    : { autopay: 'notRequested' as const, currentMonth: 'none' as const, runDate: null };
  const preferences =
    c.transferPreferences && oldEbill ? await movePreferences(trx, c, oldEbill) : 'notRequested';
  return {
    facts: {
      methodsMoved: chosen.length,
      autopay: ap.autopay,
      currentMonth: ap.currentMonth,
      preferences,
      movedCap: ap.autopay === 'moved' && c.autopay?.amountType === 'cap',
    },
    currMonAutoPayDate: ap.runDate,
    moved: chosen.map((x) => x.old.nickname),
  };
}
