import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountToShow, currentAccountKind, parsePpi, showsAccountSelector } from '@coax/domain';
import { useCurrentSession } from '../../../../session/current-session.ts';
import { browserNavigation } from '../../../../lib/browser-navigation.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { loginHref } from '../../../../lib/login-href.ts';
import { formatCalendarDate } from '../../../../i18n/format.ts';
import { useLanguage } from '../../../../i18n/language-context.ts';
import { useLocalPath } from '../../../../i18n/local-link.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { useBillingAccounts } from '../../api/get-billing-accounts.ts';
import { useToggleAccount } from '../../api/toggle-account.ts';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import './account-toggle.css';
import { useBillingT } from '../../i18n/use-billing-t.ts';
import { SelectField } from '../../../../ui/select-field.tsx';

const PAY_BILL = '/pay-bill';

/**
 * Which account the pay-bill pages work on (seed 002 §2 /pay-bill, §7 toggleAccount): choosing
 * one asks the server to switch (an old type 2 or 3 is named by its number and toggles as 0 or
 * 1), then every bill-pay read is fetched again. No choice with one account or with ?ppi= above
 * 0, which shows the account of type 0: the header switches bill pay to it first, so the number
 * shown is always the server's current account, the one the bill and the payment are for. A 401
 * follows the footer rule (seed 002 §6): back to /pay-bill while the session lasts, else to
 * sign-in with referer /pay-bill.
 */
export function AccountToggle() {
  const { t, locale } = useBillingT();
  const accounts = useBillingAccounts();
  const toggle = useToggleAccount();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const { prefix } = useLanguage();
  const { refetch: refetchSession } = useCurrentSession();
  const ppi = parsePpi(params.get('ppi'));
  const list = accounts.data?.accounts ?? [];
  const current = list.find((a) => a.current) ?? list[0];
  // With ppi > 0 the type-0 account is the one to show: bill pay is switched to it (once per
  // visit), rather than showing its number over the bill of whichever account is current.
  const wanted = ppi > 0 ? accountToShow(list, ppi) : undefined;
  const switchTo = wanted && current && wanted.accountNumber !== current.accountNumber ? wanted : undefined;
  const asked = useRef<string | null>(null);

  const choose = (accountNumber: string) => {
    const a = list.find((x) => x.accountNumber === accountNumber);
    if (!a || a.current || toggle.isPending) return;
    toggle.mutate(
      { accountType: currentAccountKind(a.accountType), accountNumber: a.accountNumber },
      {
        onError: (error) => {
          if (!isApiError(error) || error.status !== 401) return;
          if (error.code === 'REAUTH_REQUIRED') {
            // The session is still there: the pay-bill page asks for the password again.
            refetchSession();
            void navigate(localPath(PAY_BILL));
          } else {
            browserNavigation.assign(
              loginHref(PAY_BILL, error.code === 'SESSION_EXPIRED' ? 'expired' : 'none', prefix),
            );
          }
        },
      },
    );
  };

  useEffect(() => {
    if (!switchTo || asked.current === switchTo.accountNumber) return;
    asked.current = switchTo.accountNumber;
    choose(switchTo.accountNumber);
  });

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
  const shown = current;
  if (!shown) return null;
  const label = (a: (typeof list)[number]) =>
    a.active || !a.disconnectDate
      ? a.accountNumber
      : t('billingDocuments.header.pastAccount', {
          number: a.accountNumber,
          date: formatCalendarDate(a.disconnectDate, locale),
        });

  if (!showsAccountSelector(list.length, ppi)) {
    return (
      <div className="account-selector account-selector--single">
        <p>{t('billingDocuments.header.account', { number: label(shown) })}</p>
        {toggle.isPending ? (
          <p className="field__hint" role="status">
            {t('transfer.toggle.switching')}
          </p>
        ) : null}
        {toggle.isError && !(isApiError(toggle.error) && toggle.error.status === 401) ? (
          <Notice tone="error" live="assertive">
            <p>{t('transfer.toggle.failed')}</p>
          </Notice>
        ) : null}
      </div>
    );
  }

  return (
    <SelectField
      id="pay-bill-account"
      className="account-selector"
      label={t('billingDocuments.header.accountSelect')}
      value={shown.accountNumber}
      disabled={toggle.isPending}
      aria-describedby={toggle.isError ? 'pay-bill-account-error' : undefined}
      onChange={choose}
      options={list.map((a) => ({ value: a.accountNumber, label: label(a) }))}
    >
      {toggle.isPending ? (
        <p className="field__hint" role="status">
          {t('transfer.toggle.switching')}
        </p>
      ) : null}
      {toggle.isError && !(isApiError(toggle.error) && toggle.error.status === 401) ? (
        <Notice tone="error" live="assertive">
          <p id="pay-bill-account-error">{t('transfer.toggle.failed')}</p>
        </Notice>
      ) : null}
    </SelectField>
  );
}
