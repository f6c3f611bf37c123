import { useState, type FormEvent } from 'react';
import type { PaymentMethod, PaymentMethodImpact, PaymentMethodRemoved } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { failureKey } from './messages.ts';
import { useBillingT, type BillingMessageKey as MessageKey } from '../../i18n/use-billing-t.ts';
import { Dialog } from '../../../../ui/dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import { usePaymentMethodImpact } from '../../api/get-payment-method-impact.ts';
import { useRemovePaymentMethod } from '../../api/remove-payment-method.ts';
import { SelectField } from './form-fields.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';

/** What the dialog says first, by seed 002 §4 outcome. */
const OUTCOME_TEXT: Record<PaymentMethodImpact['outcome']['kind'], MessageKey> = {
  none: 'billingMethods.delete.none',
  lastMethod: 'billingMethods.delete.lastMethod',
  singleScheduled: 'billingMethods.delete.singleScheduled',
  multipleScheduled: 'billingMethods.delete.multipleScheduled',
  autopay: 'billingMethods.delete.autopay',
  scheduledAndAutopay: 'billingMethods.delete.scheduledAndAutopay',
};

/** Delete with warnings (seed 002 §2, §4): the outcome, the payments affected, and move or cancel them. */
export function DeleteMethodDialog({
  method,
  onClose,
  onDeleted,
}: {
  method: PaymentMethod;
  onClose: () => void;
  onDeleted: (result: PaymentMethodRemoved, movedTo: string | null) => void;
}) {
  const { t } = useBillingT();
  const impact = usePaymentMethodImpact(method.id);
  return (
    <Dialog
      title={t('billingMethods.delete.title', { name: method.payMethodName })}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      {impact.isPending ? (
        <div aria-busy="true">
          <p role="status">{t('billingMethods.delete.loading')}</p>
          <Skeleton shape="table" lines={2} columns={2} />
        </div>
      ) : impact.isError ? (
        <LoadFailed
          message={
            isApiError(impact.error, 'NOT_FOUND')
              ? t('billingMethods.msg.notFound')
              : t('billingMethods.delete.loadFailed')
          }
          onRetry={() => void impact.refetch()}
          retrying={impact.isFetching}
        />
      ) : (
        <DeleteChoice method={method} impact={impact.data} onClose={onClose} onDeleted={onDeleted} />
      )}
    </Dialog>
  );
}

function DeleteChoice({
  method,
  impact,
  onClose,
  onDeleted,
}: {
  method: PaymentMethod;
  impact: PaymentMethodImpact;
  onClose: () => void;
  onDeleted: (result: PaymentMethodRemoved, movedTo: string | null) => void;
}) {
  const { t, locale } = useBillingT();
  const remove = useRemovePaymentMethod();
  const { outcome, scheduledPayments, usedByAutopay, moveTargets } = impact;
  const canMove = outcome.choices.includes('move') && moveTargets.length > 0;
  const [choice, setChoice] = useState<'move' | 'cancel'>(canMove ? 'move' : 'cancel');
  const firstTarget = moveTargets.find((m) => m.isDefault) ?? moveTargets[0];
  const [moveTo, setMoveTo] = useState(firstTarget?.id ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (remove.isPending) return;
    const moving = outcome.hasDependents && choice === 'move' && moveTo !== '';
    remove.mutate(
      { id: method.id, body: moving ? { dependents: 'move', moveTo } : { dependents: 'cancel' } },
      {
        onSuccess: (result) =>
          onDeleted(
            result,
            moving ? (moveTargets.find((m) => m.id === moveTo)?.payMethodName ?? null) : null,
          ),
      },
    );
  };

  return (
    <form className="method-delete stack" onSubmit={submit}>
      {remove.error ? (
        <Notice tone="error" live="assertive">
          <p>{t(failureKey(remove.error))}</p>
        </Notice>
      ) : null}
      <p>{t(OUTCOME_TEXT[outcome.kind], { count: scheduledPayments.length })}</p>
      {outcome.kind === 'lastMethod' && outcome.hasDependents ? (
        <p>{t('billingMethods.delete.lastMethodDependents')}</p>
      ) : null}
      {outcome.hasDependents ? (
        <TableScroll label={t('billingMethods.delete.paymentsCaption', { name: method.payMethodName })}>
          <table className="method-delete__payments">
            <caption className="visually-hidden">
              {t('billingMethods.delete.paymentsCaption', { name: method.payMethodName })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('billingMethods.delete.payDate')}</th>
                <th scope="col">{t('billingMethods.delete.payAmount')}</th>
              </tr>
            </thead>
            <tbody>
              {scheduledPayments.map((p) => (
                <tr key={p.paymentID}>
                  <td>{formatCalendarDate(p.payDate, locale)}</td>
                  <td>{formatCents(p.payAmount, locale)}</td>
                </tr>
              ))}
              {usedByAutopay ? (
                <tr>
                  <td colSpan={2}>{t('billingMethods.delete.autopayRow')}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      {outcome.hasDependents && outcome.choices.length > 0 ? (
        <fieldset className="method-delete__choice">
          <legend className="field__label">{t('billingMethods.delete.choiceLegend')}</legend>
          {canMove ? (
            <label className="checkbox">
              <input
                type="radio"
                name="dependents"
                value="move"
                checked={choice === 'move'}
                onChange={() => setChoice('move')}
              />
              <span>{t('billingMethods.delete.move')}</span>
            </label>
          ) : null}
          {canMove && choice === 'move' ? (
            <SelectField
              id={`delete-${method.id}-moveTo`}
              label={t('billingMethods.delete.moveTo')}
              value={moveTo}
              options={moveTargets.map((m) => ({ value: m.id, label: m.payMethodName }))}
              onChange={(e) => setMoveTo(e.target.value)}
            />
          ) : null}
          <label className="checkbox">
            <input
              type="radio"
              name="dependents"
              value="cancel"
              checked={choice === 'cancel'}
              onChange={() => setChoice('cancel')}
            />
            <span>{t('billingMethods.delete.cancel')}</span>
          </label>
        </fieldset>
      ) : null}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary method-delete__confirm"
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          {remove.isPending ? t('billingMethods.delete.deleting') : t('billingMethods.delete.confirm')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('billingMethods.delete.keep')}
        </button>
      </div>
    </form>
  );
}
