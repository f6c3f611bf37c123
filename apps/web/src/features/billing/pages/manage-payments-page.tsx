import { useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '@coax/contract';
import { PageTitle } from '../../../ui/page-title.tsx';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { DeleteMethodDialog } from '../components/methods/delete-method-dialog.tsx';
import { EditMethodForm } from '../components/methods/edit-method-form.tsx';
import { SavedMethodsList } from '../components/methods/saved-methods-list.tsx';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import './methods.css';
import { useBillingT } from '../i18n/use-billing-t.ts';

/** /pay-bill/manage-payments/: the saved methods, edit and delete with warnings (seed 002 §2, §4, §5). */
export default function ManagePaymentsPage() {
  const { t, tn } = useBillingT();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);
  const [done, setDone] = useState<string[] | null>(null);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);

  return (
    <div className="pay-bill-page manage-payments-page stack">
      <PageTitle title={t('billingMethods.manage.title')} />
      <PayBillHeader />
      <PayBillNav />
      <h1>{t('billingMethods.manage.title')}</h1>
      {/* the one way to add, before the list: it stays in the first screen however many are saved */}
      <p>
        <LocalLink to="/pay-bill/payment-options/" className="button button--primary" data-primary-action>
          {t('billingMethods.manage.addLink')}
        </LocalLink>
      </p>
      {done ? (
        <div ref={notice} tabIndex={-1} className="method-success">
          <Notice tone="success" live="polite">
            {done.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </Notice>
        </div>
      ) : null}
      <h2>{t('billingMethods.list.label')}</h2>
      <SavedMethodsList
        empty={<p>{t('billingMethods.manage.none')}</p>}
        renderMethod={(m, summary) =>
          editing === m.id ? (
            <EditMethodForm
              method={m}
              onCancel={() => {
                setEditing(null);
                // Back to the button that opened the form, once it is rendered again.
                requestAnimationFrame(() => document.getElementById(`edit-method-${m.id}`)?.focus());
              }}
              onSaved={() => {
                setEditing(null);
                setDone([t('billingMethods.form.completed')]);
              }}
            />
          ) : (
            <>
              {summary}
              <div className="button-row method-card__actions">
                <button
                  id={`edit-method-${m.id}`}
                  type="button"
                  className="button"
                  aria-label={t('billingMethods.list.editLabel', { name: m.payMethodName })}
                  onClick={() => {
                    setDone(null);
                    setEditing(m.id);
                  }}
                >
                  {t('billingMethods.list.edit')}
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={t('billingMethods.list.deleteLabel', { name: m.payMethodName })}
                  onClick={() => {
                    setDone(null);
                    setDeleting(m);
                  }}
                >
                  {t('billingMethods.list.delete')}
                </button>
              </div>
            </>
          )
        }
      />
      {deleting ? (
        <DeleteMethodDialog
          method={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(result, movedTo) => {
            setDeleting(null);
            const lines = [t('billingMethods.form.completed')];
            if (result.moved > 0 && movedTo) {
              lines.push(tn('billingMethods.delete.moved', result.moved, { name: movedTo }));
            }
            if (result.cancelled > 0) lines.push(tn('billingMethods.delete.cancelled', result.cancelled));
            if (result.autopay === 'moved' && movedTo) {
              lines.push(t('billingMethods.delete.autopayMoved', { name: movedTo }));
            }
            if (result.autopay === 'cancelled') lines.push(t('billingMethods.delete.autopayCancelled'));
            setDone(lines);
          }}
        />
      ) : null}
      <PayBillPromotions />
    </div>
  );
}
