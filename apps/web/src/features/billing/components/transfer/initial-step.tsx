import type { RefObject } from 'react';
import type { EbillInformationOutput } from '@coax/contract';
import { parseAmountCents, ordinalDay, type TransferEvent, type TransferState } from '@coax/domain';
import { formatCents } from '../../../../i18n/format.ts';
import { ErrorSummary } from '../../../../ui/error-summary.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

const METHODS_ID = 'transfer-methods';
const AUTHORISE_ID = 'transfer-authorise';

/**
 * The first step: which methods, autopay and preferences move, the authorisation, and the ways
 * out (maybe later, and the opt-out link; accounts of types 1 and 3 never get this far).
 */
export function InitialStep({
  state,
  dispatch,
  from,
  to,
  methodsOffered,
  headingRef,
}: {
  state: TransferState;
  dispatch: (e: TransferEvent) => void;
  from: EbillInformationOutput;
  to: EbillInformationOutput;
  /** false once the subscriber declined the methods (pmOptOut 0) */
  methodsOffered: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, tn, lang, locale } = useBillingT();
  const { form, errors } = state;
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const methodsError = errorOf('methods');
  const authoriseError = errorOf('authorised');
  const a = form.autopay;
  const money = (text: string) => {
    const cents = parseAmountCents(text);
    return cents === null ? text : formatCents(cents, locale);
  };

  return (
    <div className="transfer-step stack">
      <h3 ref={headingRef} tabIndex={-1} className="transfer-step__heading">
        {t('transfer.initial.heading')}
      </h3>
      <p>{t('transfer.initial.intro', { from: from.accountNum, to: to.accountNum })}</p>
      <ErrorSummary
        title={t('transfer.initial.errorsTitle')}
        items={errors.map((e) => ({
          message: e.message,
          fieldId: e.field === 'authorised' ? AUTHORISE_ID : e.field === 'methods' ? METHODS_ID : undefined,
        }))}
      />

      <fieldset
        className={`transfer-fieldset${methodsError ? ' field--invalid' : ''}`}
        aria-describedby={methodsError ? `${METHODS_ID}-error` : undefined}
      >
        <legend className="field__label">{t('transfer.initial.methods')}</legend>
        {methodsError ? (
          <p className="field__error" id={`${METHODS_ID}-error`}>
            {methodsError}
          </p>
        ) : null}
        {from.paymentMethods.length === 0 ? <p>{t('transfer.initial.noMethods')}</p> : null}
        {from.paymentMethods.map((m, i) => {
          const id = i === 0 ? METHODS_ID : `${METHODS_ID}-${i}`;
          return (
            <label key={m.payMethodName} className="checkbox" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                checked={form.selectedMethods.includes(m.payMethodName)}
                disabled={!methodsOffered || m.expired}
                onChange={() => dispatch({ type: 'TOGGLE_METHOD', name: m.payMethodName })}
              />
              <span>
                {m.expired ? t('transfer.initial.methodExpired', { name: m.payMethodName }) : m.payMethodName}{' '}
                <span className="table__sub">
                  {t('transfer.initial.methodDetail', { last4: m.paymentAccountNumber.slice(-4) })}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>

      {a ? (
        <fieldset className="transfer-fieldset">
          <legend className="field__label">{t('transfer.initial.autopay')}</legend>
          <label className="checkbox" htmlFor="transfer-autopay">
            <input
              id="transfer-autopay"
              type="checkbox"
              checked={form.transferAutopay}
              onChange={(e) => dispatch({ type: 'SET_TRANSFER_AUTOPAY', value: e.target.checked })}
            />
            <span>{t('transfer.initial.autopayTick')}</span>
          </label>
          <div className="payment-indent transfer-summary">
            <p>
              {a.dateType === 'days_before'
                ? tn('transfer.initial.autopaySummaryDays', a.daysInAdvance, { method: a.payMethodName })
                : t('transfer.initial.autopaySummaryDay', {
                    method: a.payMethodName,
                    day: ordinalDay(a.dayOfMonth, lang),
                  })}
            </p>
            <p>
              {a.amountType === 'other'
                ? t('transfer.initial.autopayAmountOther', { amount: money(a.amount) })
                : a.maxAmount.trim() !== ''
                  ? t('transfer.initial.autopayAmountMax', { amount: money(a.maxAmount) })
                  : t('transfer.initial.autopayAmountDue')}
            </p>
            {a.email ? <p>{t('transfer.initial.autopayEmail', { email: a.email })}</p> : null}
            <button type="button" className="button" onClick={() => dispatch({ type: 'EDIT' })}>
              {t('transfer.initial.edit')}
            </button>
          </div>
        </fieldset>
      ) : null}

      {from.hasPreferences ? (
        <fieldset className="transfer-fieldset">
          <legend className="field__label">{t('transfer.initial.preferences')}</legend>
          <label className="checkbox" htmlFor="transfer-preferences">
            <input
              id="transfer-preferences"
              type="checkbox"
              checked={form.transferPreferences}
              onChange={(e) => dispatch({ type: 'SET_TRANSFER_PREFERENCES', value: e.target.checked })}
            />
            <span>{t('transfer.initial.preferencesTick')}</span>
          </label>
          <p className="field__hint">
            {from.isPaperBill
              ? t('transfer.initial.preferencesPaper')
              : t('transfer.initial.preferencesPaperless', { email: from.email ?? '' })}
          </p>
        </fieldset>
      ) : null}

      <div className={authoriseError ? 'field--invalid' : undefined}>
        {authoriseError ? (
          <p className="field__error" id={`${AUTHORISE_ID}-error`}>
            {authoriseError}
          </p>
        ) : null}
        <label className="checkbox" htmlFor={AUTHORISE_ID}>
          <input
            id={AUTHORISE_ID}
            type="checkbox"
            checked={form.authorised}
            aria-invalid={authoriseError ? true : undefined}
            aria-describedby={authoriseError ? `${AUTHORISE_ID}-error` : undefined}
            onChange={(e) => dispatch({ type: 'SET_AUTHORISED', value: e.target.checked })}
          />
          <span>{t('transfer.initial.authorise')}</span>
        </label>
      </div>

      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'SUBMIT' })}>
          {t('transfer.initial.submit')}
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'MAYBE_LATER' })}>
          {t('transfer.initial.maybeLater')}
        </button>
      </div>
      <p>
        <button type="button" className="button button--quiet" onClick={() => dispatch({ type: 'OPT_OUT' })}>
          {t('transfer.initial.optOut')}
        </button>
      </p>
    </div>
  );
}
