import type { RefObject } from 'react';
import {
  AUTOPAY_DAY_OF_MONTH_OPTIONS,
  AUTOPAY_DAYS_BEFORE_OPTIONS,
  normalizeAmountOnBlur,
  ordinalDay,
  type TransferEvent,
  type TransferState,
} from '@coax/domain';
import { TextField } from '../../../../ui/text-field.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/**
 * EditAutoPay: the autopay settings that move (seed 002 §5 Automatic payment options). A max
 * amount makes the amount type 'due'; the other amount makes it 'other' and clears the max.
 */
export function EditAutopayStep({
  state,
  dispatch,
  methodNames,
  headingRef,
}: {
  state: TransferState;
  dispatch: (e: TransferEvent) => void;
  methodNames: readonly string[];
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, lang } = useBillingT();
  const d = state.draft;
  if (!d) return null;
  const errorOf = (field: string) => state.errors.find((e) => e.field === field)?.message;

  return (
    <form
      className="transfer-step stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'SAVE_EDIT' });
      }}
    >
      <h3 ref={headingRef} tabIndex={-1} className="transfer-step__heading">
        {t('transfer.edit.heading')}
      </h3>
      <SelectField
        id="transfer-edit-method"
        label={t('transfer.edit.method')}
        value={d.payMethodName}
        error={errorOf('payMethodName')}
        options={methodNames.map((n) => ({ value: n, label: n }))}
        onChange={(v) => dispatch({ type: 'EDIT_FIELD', patch: { payMethodName: v } })}
      />

      <fieldset className="transfer-fieldset">
        <legend className="field__label">{t('transfer.edit.when')}</legend>
        <label className="payment-radio">
          <input
            type="radio"
            name="transfer-date-type"
            checked={d.dateType === 'days_before'}
            onChange={() => dispatch({ type: 'EDIT_FIELD', patch: { dateType: 'days_before' } })}
          />
          <span>{t('transfer.edit.daysBeforeOption')}</span>
        </label>
        {d.dateType === 'days_before' ? (
          <div className="payment-indent">
            <SelectField
              id="transfer-edit-days"
              label={t('transfer.edit.days')}
              value={String(d.daysInAdvance)}
              error={errorOf('daysInAdvance')}
              options={AUTOPAY_DAYS_BEFORE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
              onChange={(v) => dispatch({ type: 'EDIT_FIELD', patch: { daysInAdvance: Number(v) } })}
            />
          </div>
        ) : null}
        <label className="payment-radio">
          <input
            type="radio"
            name="transfer-date-type"
            checked={d.dateType === 'day_of_month'}
            onChange={() => dispatch({ type: 'EDIT_FIELD', patch: { dateType: 'day_of_month' } })}
          />
          <span>{t('transfer.edit.dayOfMonthOption')}</span>
        </label>
        {d.dateType === 'day_of_month' ? (
          <div className="payment-indent">
            <SelectField
              id="transfer-edit-day"
              label={t('transfer.edit.dayOfMonth')}
              value={String(d.dayOfMonth)}
              error={errorOf('dayOfMonth')}
              options={AUTOPAY_DAY_OF_MONTH_OPTIONS.map((n) => ({
                value: String(n),
                label: ordinalDay(n, lang),
              }))}
              onChange={(v) => dispatch({ type: 'EDIT_FIELD', patch: { dayOfMonth: Number(v) } })}
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className="transfer-fieldset">
        <legend className="field__label">{t('transfer.edit.amount')}</legend>
        <label className="payment-radio">
          <input
            type="radio"
            name="transfer-amount-type"
            checked={d.amountType === 'due'}
            onChange={() => dispatch({ type: 'SET_AMOUNT_TYPE', value: 'due' })}
          />
          <span>{t('transfer.edit.amountDue')}</span>
        </label>
        <div className="payment-indent amount-field">
          <TextField
            id="transfer-edit-max"
            label={t('transfer.edit.maxAmount')}
            hint={t('transfer.edit.maxAmountHint')}
            inputMode="decimal"
            autoComplete="off"
            value={d.maxAmount}
            error={errorOf('maxAmount')}
            onChange={(e) => dispatch({ type: 'SET_MAX_AMOUNT', value: e.target.value })}
            onBlur={(e) => {
              // Only a tidy-up of what was typed; passing through the field changes nothing.
              const tidy = normalizeAmountOnBlur(e.target.value);
              if (tidy !== d.maxAmount) dispatch({ type: 'SET_MAX_AMOUNT', value: tidy });
            }}
          />
        </div>
        <label className="payment-radio">
          <input
            type="radio"
            name="transfer-amount-type"
            checked={d.amountType === 'other'}
            onChange={() => dispatch({ type: 'SET_AMOUNT_TYPE', value: 'other' })}
          />
          <span>{t('transfer.edit.otherAmountOption')}</span>
        </label>
        {d.amountType === 'other' ? (
          <div className="payment-indent amount-field">
            <TextField
              id="transfer-edit-amount"
              label={t('transfer.edit.otherAmount')}
              hint={t('transfer.edit.amountHint')}
              inputMode="decimal"
              autoComplete="off"
              value={d.amount}
              error={errorOf('amount')}
              onChange={(e) => dispatch({ type: 'SET_OTHER_AMOUNT', value: e.target.value })}
              onBlur={(e) => {
                const tidy = normalizeAmountOnBlur(e.target.value);
                if (tidy !== d.amount) dispatch({ type: 'SET_OTHER_AMOUNT', value: tidy });
              }}
            />
          </div>
        ) : null}
      </fieldset>

      <TextField
        id="transfer-edit-email"
        label={t('transfer.edit.email')}
        type="email"
        autoComplete="email"
        value={d.email}
        error={errorOf('email')}
        onChange={(e) => dispatch({ type: 'EDIT_FIELD', patch: { email: e.target.value } })}
      />

      <div className="button-row">
        <button type="submit" className="button button--primary">
          {t('transfer.edit.save')}
        </button>
        <button type="button" className="button" onClick={() => dispatch({ type: 'CANCEL_EDIT' })}>
          {t('transfer.edit.cancel')}
        </button>
      </div>
    </form>
  );
}
