import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { accountToShow, parsePpi, showsAccountSelector } from '@coax/domain';
import { formatCalendarDate } from '../../../../i18n/format.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { useBillingAccounts } from '../../api/get-billing-accounts.ts';
import { LoadFailed } from './load-failed.tsx';

/**
 * Which account the pay-bill pages show (seed 002 §2 /pay-bill): a choice among the accounts,
 * none when there is only one or when ?ppi= is above 0, which shows the account of type 0.
 */
export function AccountSelector() {
  const { t, locale } = useT();
  const accounts = useBillingAccounts();
  const [params] = useSearchParams();
  const ppi = parsePpi(params.get('ppi'));
  const [chosen, setChosen] = useState<string | null>(null);

  if (accounts.isPending) {
    return (
      <div className="account-selector" aria-busy="true">
        <Skeleton lines={1} />
      </div>
    );
  }
  if (accounts.isError) {
    return (
      <LoadFailed
        message={t('billingDocuments.header.accountsFailed')}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
      />
    );
  }
  const list = accounts.data.accounts;
  const shown = accountToShow(list, ppi, chosen ?? list.find((a) => a.current)?.accountNumber);
  if (!shown) return null;
  const label = (a: (typeof list)[number]) =>
    a.active || !a.disconnectDate
      ? a.accountNumber
      : t('billingDocuments.header.pastAccount', { number: a.accountNumber, date: formatCalendarDate(a.disconnectDate, locale) });

  if (!showsAccountSelector(list.length, ppi)) {
    return <p className="account-selector account-selector--single">{t('billingDocuments.header.account', { number: label(shown) })}</p>;
  }
  return (
    <div className="account-selector field">
      <label className="field__label" htmlFor="pay-bill-account">
        {t('billingDocuments.header.accountSelect')}
      </label>
      <select
        id="pay-bill-account"
        className="field__input"
        value={shown.accountNumber}
        onChange={(e) => setChosen(e.target.value)}
      >
        {list.map((a) => (
          <option key={a.accountNumber} value={a.accountNumber}>
            {label(a)}
          </option>
        ))}
      </select>
    </div>
  );
}
