import { useT } from '../../../i18n/use-t.ts';
import { useBillingSummary } from '../api/get-billing-summary.ts';
import { AccountSelector } from './documents/account-selector.tsx';
import { PaperlessBox } from './documents/paperless-box.tsx';
import '../pages/documents.css';

/**
 * The header every bill-pay page starts with (seed 002 §2 Pay-bill header): the account
 * selector, the agent flag when an agent acts (csrId on the bill data), and the paperless box.
 */
export function PayBillHeader() {
  const { t } = useT();
  const csrId = useBillingSummary().data?.csrId;
  return (
    <section className="pay-bill-header" aria-label={t('billingDocuments.header.label')}>
      <div className="pay-bill-header__account">
        <AccountSelector />
        {csrId ? (
          <p className="pay-bill-header__csr">{t('billingDocuments.header.csrActing', { id: csrId })}</p>
        ) : null}
      </div>
      <PaperlessBox />
    </section>
  );
}
