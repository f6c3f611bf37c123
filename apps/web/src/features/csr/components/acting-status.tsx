import type { SessionUser } from '@coax/contract';
import { displayAccountNumber } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useRelease } from '../api/release.ts';
import { useCsrT } from '../i18n/use-csr-t.ts';

/** Whom the agent is acting for, with the way out. */
export function ActingStatus({
  user,
  news,
  onReleased,
}: {
  user: SessionUser | null;
  news: string | undefined;
  onReleased: () => void;
}) {
  const { t } = useCsrT();
  const release = useRelease({ onReleased });
  return (
    <section className="card stack" aria-labelledby="csr-status">
      <h2 id="csr-status">{t('csr.statusTitle')}</h2>
      <div role="status">{news ? <p className="csr-news">{news}</p> : null}</div>
      {release.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t('common.technicalDifficulties')}</p>
        </Notice>
      ) : null}
      {user ? (
        <>
          <p>{t('csr.statusActing', { id: user.id, account: displayAccountNumber(user.accountNumber) })}</p>
          <div className="button-row">
            <LocalLink to="/home" className="button">
              {t('csr.openHome')}
            </LocalLink>
            {user.entitlements.billPay ? (
              <LocalLink to="/pay-bill/arrangement/" className="button">
                {t('csr.openArrangement')}
              </LocalLink>
            ) : null}
            <button
              type="button"
              className="button"
              onClick={() => release.mutate()}
              disabled={release.isPending}
            >
              {t('csr.stopActing')}
            </button>
          </div>
        </>
      ) : (
        <p>{t('csr.statusNotActing')}</p>
      )}
    </section>
  );
}
