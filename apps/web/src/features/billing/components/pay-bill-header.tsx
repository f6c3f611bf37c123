import { useBillingSummary } from '../api/get-billing-summary.ts';
import { PaperlessBox } from './documents/paperless-box.tsx';
import { AccountToggle } from './transfer/account-toggle.tsx';
import { TransferPrompt } from './transfer/transfer-prompt.tsx';
import '../pages/documents.css';
import { useBillingT } from '../i18n/use-billing-t.ts';
import { AfterHolds } from '../../../ui/layout-hold.tsx';

/**
 * The header every bill-pay page starts with (seed 002 §2 Pay-bill header): the account
 * selector (toggleAccount), the agent flag when an agent acts (csrId on the bill data), and the
 * move/transfer notice and wizard for a subscriber who has moved. The paperless box comes after
 * the page's task (PayBillPromotions).
 */
export function PayBillHeader() {
  const { t } = useBillingT();
  const csrId = useBillingSummary().data?.csrId;
  return (
    <section className="pay-bill-header" aria-label={t('billingDocuments.header.label')}>
      <div className="pay-bill-header__account">
        <AccountToggle />
        {csrId ? (
          <p className="pay-bill-header__csr">{t('billingDocuments.header.csrActing', { id: csrId })}</p>
        ) : null}
      </div>
      <TransferPrompt place="payBill" />
    </section>
  );
}

/**
 * What bill pay offers besides the page's task (the paperless promotion): every bill-pay page
 * shows it after its own content, so the heading and the task come first (issue 14).
 */
export function PayBillPromotions() {
  // A page that holds its layout while its task loads (ui/layout-hold.tsx) shows this after it.
  return (
    <AfterHolds>
      <div className="pay-bill-promotions card">
        <PaperlessBox />
      </div>
    </AfterHolds>
  );
}
