import { useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '@coax/contract';
import { PageTitle } from '../../../ui/page-title.tsx';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { BankAccountForm } from '../components/methods/bank-account-form.tsx';
import { CardForm } from '../components/methods/card-form.tsx';
import { SavedMethodsList } from '../components/methods/saved-methods-list.tsx';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import './methods.css';
import { useBillingT } from '../i18n/use-billing-t.ts';

/** /pay-bill/payment-options/: add a credit or debit card or a checking account (seed 002 §2, §5). */
export default function PaymentOptionsPage() {
  const { t } = useBillingT();
  const [kind, setKind] = useState<'card' | 'bank'>('card');
  const [added, setAdded] = useState<PaymentMethod | null>(null);
  const notice = useRef<HTMLDivElement>(null);

  // The success message takes focus so a keyboard or screen reader user hears it and continues from it.
  useEffect(() => {
    if (added) notice.current?.focus();
  }, [added]);

  return (
    <div className="pay-bill-page payment-options-page stack">
      <PageTitle title={t('billingMethods.options.title')} />
      <PayBillHeader />
      <PayBillNav />
      <h1>{t('billingMethods.options.title')}</h1>
      <p className="lede">{t('billingMethods.options.intro')}</p>
      {added ? (
        <div ref={notice} tabIndex={-1} className="method-success">
          <Notice tone="success" live="polite">
            <p>{t('billingMethods.form.added')}</p>
          </Notice>
        </div>
      ) : null}
      <fieldset className="method-kind">
        <legend className="field__label">{t('billingMethods.options.chooseLegend')}</legend>
        <label className="checkbox">
          <input
            type="radio"
            name="method-kind"
            value="card"
            checked={kind === 'card'}
            onChange={() => setKind('card')}
          />
          <span>{t('billingMethods.options.card')}</span>
        </label>
        <label className="checkbox">
          <input
            type="radio"
            name="method-kind"
            value="bank"
            checked={kind === 'bank'}
            onChange={() => setKind('bank')}
          />
          <span>{t('billingMethods.options.bank')}</span>
        </label>
      </fieldset>
      <div className="card">
        {kind === 'card' ? <CardForm onAdded={setAdded} /> : <BankAccountForm onAdded={setAdded} />}
      </div>
      <section className="stack" aria-labelledby="saved-methods-title">
        <h2 id="saved-methods-title">{t('billingMethods.options.savedTitle')}</h2>
        <SavedMethodsList empty={<p>{t('billingMethods.options.none')}</p>} highlightId={added?.id ?? null} />
        <p>
          <LocalLink to="/pay-bill/manage-payments/">{t('billingMethods.options.manageLink')}</LocalLink>
        </p>
      </section>
      <PayBillPromotions />
    </div>
  );
}
