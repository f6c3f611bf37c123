import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useDiscoCheck } from '../api/disco-check.ts';
import { useIdentityT } from '../i18n/use-identity-t.ts';

/**
 * The way to the account transfer of ids, shown only while disco-check allows it (seed 002 §7):
 * a primary user whose account is disconnected after a move, within the 90 days, or whose new
 * account still has ids to bring over from the old one (then the account is not disconnected).
 * Nothing while it loads or if the check fails: the page around it stands on its own.
 */
export function TransferOffer() {
  const { t, tn } = useIdentityT();
  const check = useDiscoCheck();
  const d = check.data;
  if (!d?.transferAvailable) return null;
  return (
    <Notice tone="info">
      <p>{t(d.disconnected ? 'identity.transfer.offer' : 'identity.transfer.offerLeft')}</p>
      {d.daysLeft !== null ? <p>{tn('identity.transfer.offerDays', d.daysLeft)}</p> : null}
      <p>
        <LocalLink to="/profile/transfer" className="button button--primary">
          {t('identity.transfer.offerLink')}
        </LocalLink>
      </p>
    </Notice>
  );
}
