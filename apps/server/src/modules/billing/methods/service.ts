import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  AddBankAccountBody,
  AddCardBody,
  PaymentMethodList,
  PaymentMethodSaved,
  UpdatePaymentMethodBody,
} from '@coax/contract';
import {
  CARD_BRAND_NAMES,
  EMPTY_ADDRESS,
  cardDigits,
  validateAddBankAccount,
  validateAddCard,
  validateEditMethod,
  type AddressInput,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { errors, issue } from '../../../platform/errors.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import type { PaymentGateway, TokenizeResult } from '../../../platform/payment-gateway/gateway.ts';
import { billPayCaller } from '../payer.ts';
import { actorOf, recordBillingEvent, type BillingActor } from '../audit.ts';
import {
  autopayMethodId,
  countLiveMethods,
  findMethod,
  insertMethod,
  listMethods,
  lockAccount,
  nicknameTaken,
  setDefault,
  updateMethod,
  type MethodRow,
} from './repository.ts';
import { removalService } from './removal.ts';
import { MethodErrors, refuseInvalid } from './validate.ts';
import { monthOf, toPaymentMethod } from './view.ts';

export interface MethodsDeps {
  db: Kysely<Database>;
  clock: Clock;
  gateway: PaymentGateway;
}

/** Seed 002 §8 success texts. */
export const MethodSuccess = {
  added: 'Added payment method successfully.',
  completed: 'Completed successfully.',
} as const;

export const newMethodId = () => `pm_${randomBytes(12).toString('hex')}`;

/** The address fields to store: all null when the service address applies. */
function addressColumns(a: AddressInput | null) {
  if (!a) return { addr_line1: null, addr_line2: null, city: null, state: null, zip: null };
  return {
    addr_line1: a.addrLine1.trim(),
    addr_line2: a.addrLine2.trim() === '' ? null : a.addrLine2.trim(),
    city: a.city.trim(),
    state: a.state,
    zip: a.zip.trim(),
  };
}

function addressOf(row: MethodRow): AddressInput | null {
  if (row.addr_line1 === null) return null;
  return {
    addrLine1: row.addr_line1,
    addrLine2: row.addr_line2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    zip: row.zip ?? '',
  };
}

/** A unique-index violation from either database: a concurrent add took the nickname first. */
export function isUniqueViolation(e: unknown): boolean {
  const text = e instanceof Error ? `${e.message} ${(e as { code?: unknown }).code ?? ''}` : '';
  return /UNIQUE constraint failed|23505|duplicate key/i.test(text);
}

export function paymentMethodsService(deps: MethodsDeps) {
  const { db, clock, gateway } = deps;

  /** The session's subject account and who acts on it; an agent not acting for anyone has none. */
  async function payer(caller: Caller | null): Promise<{ account: string; actor: BillingActor }> {
    const p = await billPayCaller(db, caller);
    const actor = p ? actorOf(p) : null;
    if (!actor) throw errors.forbidden('session.not-allowed');
    return { account: actor.accountNumber, actor };
  }

  async function view(account: string, row: MethodRow) {
    return toPaymentMethod(row, await autopayMethodId(db, account), monthOf(clock.now()));
  }

  /**
   * Stores a tokenised method: the first of an account becomes its default (seed 002 §4), and a
   * nickname is unique among the account's live methods.
   */
  async function save(
    account: string,
    actor: BillingActor,
    row: Omit<MethodRow, 'id' | 'account_number' | 'is_default' | 'created_at' | 'updated_at' | 'removed_at'>,
  ): Promise<PaymentMethodSaved> {
    const now = clock.now();
    const id = newMethodId();
    try {
      await db.transaction().execute(async (trx) => {
        await lockAccount(trx, account);
        if (await nicknameTaken(trx, account, row.nickname)) throw MethodErrors.nicknameTaken(row.nickname);
        const first = (await countLiveMethods(trx, account)) === 0;
        await insertMethod(trx, {
          ...row,
          id,
          account_number: account,
          is_default: first ? 1 : 0,
          created_at: now,
          updated_at: now,
          removed_at: null,
        });
        const kind =
          row.pay_type === 'BA'
            ? 'checking'
            : `${row.card_type ? CARD_BRAND_NAMES[row.card_type] : 'card'} ${row.method_type === 'D' ? 'debit' : 'credit'}`;
        await recordBillingEvent(trx, {
          ...actor,
          at: now,
          action: 'billing.method.added',
          detail: `${id} ${kind}${first ? ' default' : ''}`,
        });
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw MethodErrors.nicknameTaken(row.nickname);
      throw e;
    }
    const saved = await findMethod(db, account, id);
    if (!saved) throw errors.internal();
    return { message: MethodSuccess.added, method: await view(account, saved) };
  }

  /** A refused tokenisation as the caller's 400, or the seed's default failure when the processor is down. */
  function refuseToken(result: Extract<TokenizeResult, { ok: false }>, kind: 'card' | 'bank'): never {
    if (result.code === 'gateway_error') throw MethodErrors.gatewayDown();
    if (result.code === 'declined') {
      throw kind === 'card' ? MethodErrors.cardDeclined() : MethodErrors.bankDeclined();
    }
    throw kind === 'card'
      ? errors.badRequest('payment-method.card-number', undefined, [
          issue('body.cardNumber', 'payment-method.card-number'),
        ])
      : errors.badRequest('payment-method.account-number', undefined, [
          issue('body.bankAccount', 'payment-method.account-number'),
        ]);
  }

  const removal = removalService({ db, clock, payer, view });

  return {
    async list(caller: Caller | null): Promise<PaymentMethodList> {
      const { account } = await payer(caller);
      const [rows, autopay] = await Promise.all([listMethods(db, account), autopayMethodId(db, account)]);
      const today = monthOf(clock.now());
      return { methods: rows.map((r) => toPaymentMethod(r, autopay, today)) };
    },

    async addCard(caller: Caller | null, body: AddCardBody): Promise<PaymentMethodSaved> {
      const { account, actor } = await payer(caller);
      const address = body.billingAddress ? { ...EMPTY_ADDRESS, ...body.billingAddress } : null;
      refuseInvalid(
        validateAddCard(
          {
            nameOnAccount: body.nameOnAccount,
            cardNumber: body.cardNumber,
            expMonth: body.expMonth,
            expYear: body.expYear,
            nickname: body.nickname,
            useDifferentAddress: address !== null,
            address: address ?? EMPTY_ADDRESS,
          },
          monthOf(clock.now()),
        ),
      );
      // The nickname is checked before the number leaves for the processor, so a clash costs no token.
      if (await nicknameTaken(db, account, body.nickname.trim())) {
        throw MethodErrors.nicknameTaken(body.nickname.trim());
      }
      const token = await gateway.tokenizeCard({
        number: cardDigits(body.cardNumber),
        expMonth: body.expMonth,
        expYear: body.expYear,
        name: body.nameOnAccount.trim(),
        ...(address ? { zip: address.zip.trim() } : {}),
      });
      if (!token.ok) refuseToken(token, 'card');
      return save(account, actor, {
        nickname: body.nickname.trim(),
        pay_type: 'CC',
        method_type: token.funding === 'debit' ? 'D' : 'C',
        card_type: token.brand,
        last4: token.last4,
        exp_month: body.expMonth,
        exp_year: body.expYear,
        name_on_account: body.nameOnAccount.trim(),
        routing_number: null,
        gateway_token: token.token,
        ...addressColumns(address),
      });
    },

    async addBankAccount(caller: Caller | null, body: AddBankAccountBody): Promise<PaymentMethodSaved> {
      const { account, actor } = await payer(caller);
      refuseInvalid(
        validateAddBankAccount({
          nameOnAccount: body.nameOnAccount,
          routingNumber: body.routingNumber,
          accountNumber: body.bankAccount,
          nickname: body.nickname,
        }),
        (f) => (f === 'accountNumber' ? 'body.bankAccount' : `body.${f}`),
      );
      if (await nicknameTaken(db, account, body.nickname.trim())) {
        throw MethodErrors.nicknameTaken(body.nickname.trim());
      }
      const token = await gateway.tokenizeBankAccount({
        routingNumber: body.routingNumber.trim(),
        accountNumber: body.bankAccount.trim(),
        name: body.nameOnAccount.trim(),
      });
      if (!token.ok) refuseToken(token, 'bank');
      return save(account, actor, {
        nickname: body.nickname.trim(),
        pay_type: 'BA',
        method_type: 'D',
        card_type: null,
        last4: token.last4,
        exp_month: null,
        exp_year: null,
        name_on_account: body.nameOnAccount.trim(),
        routing_number: body.routingNumber.trim(),
        gateway_token: token.token,
        ...addressColumns(null),
      });
    },

    async update(
      caller: Caller | null,
      id: string,
      body: UpdatePaymentMethodBody,
    ): Promise<PaymentMethodSaved> {
      const { account, actor } = await payer(caller);
      const current = await findMethod(db, account, id);
      if (!current) throw MethodErrors.notFound();
      const address = body.billingAddress ? { ...EMPTY_ADDRESS, ...body.billingAddress } : null;
      const isCard = current.pay_type === 'CC';
      refuseInvalid(
        validateEditMethod(
          {
            nameOnAccount: body.nameOnAccount,
            nickname: body.nickname,
            expMonth: isCard ? (body.expMonth ?? null) : null,
            expYear: isCard ? (body.expYear ?? null) : null,
            useDifferentAddress: address !== null,
            address: address ?? EMPTY_ADDRESS,
            makeDefault: body.makeDefault ?? false,
          },
          { payType: current.pay_type, today: monthOf(clock.now()) },
        ),
      );
      const nickname = body.nickname.trim();
      const now = clock.now();
      const changes = {
        nickname,
        name_on_account: body.nameOnAccount.trim(),
        exp_month: isCard ? (body.expMonth ?? null) : null,
        exp_year: isCard ? (body.expYear ?? null) : null,
        ...addressColumns(address),
      };
      try {
        await db.transaction().execute(async (trx) => {
          await lockAccount(trx, account);
          const still = await findMethod(trx, account, id);
          if (!still) throw MethodErrors.notFound();
          if (await nicknameTaken(trx, account, nickname, id)) throw MethodErrors.nicknameTaken(nickname);
          await updateMethod(trx, id, { ...changes, updated_at: now });
          const madeDefault = body.makeDefault === true && still.is_default !== 1;
          if (madeDefault) await setDefault(trx, account, id, now);
          const what = [
            still.nickname !== nickname ? 'nickname' : null,
            still.name_on_account !== changes.name_on_account ? 'name' : null,
            still.exp_month !== changes.exp_month || still.exp_year !== changes.exp_year ? 'expiry' : null,
            JSON.stringify(addressOf(still)) !==
            JSON.stringify(address ? addressOf({ ...still, ...changes }) : null)
              ? 'address'
              : null,
            madeDefault ? 'default' : null,
          ].filter(Boolean);
          await recordBillingEvent(trx, {
            ...actor,
            at: now,
            action: 'billing.method.updated',
            detail: `${id} ${what.join(',') || 'unchanged'}`,
          });
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw MethodErrors.nicknameTaken(nickname);
        throw e;
      }
      const saved = await findMethod(db, account, id);
      if (!saved) throw MethodErrors.notFound();
      return { message: MethodSuccess.completed, method: await view(account, saved) };
    },

    impact: removal.impact,
    remove: removal.remove,
  };
}

export type PaymentMethodsService = ReturnType<typeof paymentMethodsService>;
