import { useLocation } from 'react-router';
import { stripSpanishPrefix } from '../../../i18n/language.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import '../pages/documents.css';
import { useBillingT, type BillingMessageKey } from '../i18n/use-billing-t.ts';

interface NavItem {
  path: string;
  label: BillingMessageKey;
}

/** The bill-pay sub-navigation, in the order the seed's pages are listed. */
export const PAY_BILL_NAV: readonly NavItem[] = [
  { path: '/pay-bill/', label: 'billingDocuments.nav.payBill' },
  { path: '/pay-bill/my-bill/', label: 'billingDocuments.nav.myBill' },
  { path: '/pay-bill/payment-options/', label: 'billingDocuments.nav.paymentOptions' },
  { path: '/pay-bill/manage-payments/', label: 'billingDocuments.nav.managePayments' },
  { path: '/pay-bill/automatic-payments/', label: 'billingDocuments.nav.automaticPayments' },
  { path: '/pay-bill/account-activity/', label: 'billingDocuments.nav.accountActivity' },
  { path: '/pay-bill/calendar/', label: 'billingCalendar.nav' },
];

/** '/espanol/pay-bill/my-bill' and '/pay-bill/my-bill/' name the same page. */
function normalise(pathname: string): string {
  const path = stripSpanishPrefix(pathname);
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Links between the bill-pay pages. A plain list that wraps on narrow screens keeps every page one
 * tab stop away and reads as a list of links to a screen reader.
 */
export function PayBillNav() {
  const { t } = useBillingT();
  const current = normalise(useLocation().pathname);
  return (
    <nav className="pay-bill-nav" aria-label={t('billingDocuments.nav.label')}>
      <ul className="pay-bill-nav__list">
        {PAY_BILL_NAV.map((item) => {
          const active = current === item.path;
          return (
            <li key={item.path}>
              <LocalLink
                to={item.path}
                className={active ? 'pay-bill-nav__link pay-bill-nav__link--active' : 'pay-bill-nav__link'}
                aria-current={active ? 'page' : undefined}
              >
                {t(item.label)}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
