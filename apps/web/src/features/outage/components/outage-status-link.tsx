import { outagePagePath, type OutageStatus } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useOutageT } from '../i18n/use-outage-t.ts';
import { useOutageStatus } from '../api/get-outage-status.ts';
import { OUTAGE_STATUS_TEXT, OUTAGE_STATUS_TONE } from '../status-text.ts';
import '../outage.css';

/**
 * The header's outage status (seed 000 §1): the signed-in subscriber's status in words, linking
 * to the outage page (the on-demand hold to its own page). A failed call reads ERROR, shown as
 * 'Your service status is not available at this time. Please try again later.' (seed 000 §8, 002 §8).
 */
export function OutageStatusLink({ className }: { className?: string }) {
  const { t } = useOutageT();
  const query = useOutageStatus();
  const classes = `outage-status-link${className ? ` ${className}` : ''}`;
  if (query.isPending) {
    return <span className={`${classes} outage-status-link--pending`}>{t('outage.checking')}</span>;
  }
  const status: OutageStatus = query.isError ? 'ERROR' : query.data.status;
  return (
    <LocalLink to={outagePagePath(status)} className={classes}>
      <span
        className={`outage-status-link__dot outage-status-link__dot--${OUTAGE_STATUS_TONE[status]}`}
        aria-hidden="true"
      />
      <span className="visually-hidden">{t('outage.statusLinkPrefix')}</span> {t(OUTAGE_STATUS_TEXT[status])}
    </LocalLink>
  );
}
