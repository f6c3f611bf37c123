import type { OutageStatusResponse } from '@coax/contract';
import type { OutageMessageKey } from '../i18n/use-outage-t.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useOutageT } from '../i18n/use-outage-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useOutageStatus } from '../api/get-outage-status.ts';
import { OUTAGE_STATUS_TEXT, OUTAGE_STATUS_TONE, type OutageTone } from '../status-text.ts';
import { OutageTimes } from './outage-times.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

const NOTICE_TONE: Record<OutageTone, 'success' | 'warning' | 'error' | 'info'> = {
  ok: 'success',
  notice: 'warning',
  problem: 'error',
  neutral: 'info',
};

const EXPLANATION: Partial<Record<OutageStatusResponse['status'], OutageMessageKey>> = {
  NO_OUTAGE: 'outage.yours.noOutage',
  OUTAGE_ON_ACCOUNT: 'outage.yours.serviceOutage',
  NON_PAY: 'outage.yours.pastDue',
  PLANNED_MAINTENANCE: 'outage.yours.maintenance',
  NODE_DISTRESS: 'outage.yours.briefInterruption',
  RECENTLY_CLEARED: 'outage.yours.serviceRestored',
  VOD_HOLD: 'outage.yours.vodHold',
};

/** The signed-in subscriber's own status on the outage page, with what explains it and what to do. */
export function AccountOutageStatus() {
  const { t, tn } = useOutageT();
  const query = useOutageStatus();

  let body;
  if (query.isPending) {
    body = <LoadingCard label={t('outage.checking')} lines={2} className="" />;
  } else if (query.isError || query.data.status === 'ERROR') {
    // Seed 000 §8: a failed outage call is ERROR, shown with seed 002's outage banner text.
    body = (
      <LoadFailed
        message={t('outage.unavailable')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        tone="warning"
        live="polite"
      />
    );
  } else {
    const s = query.data;
    const key = EXPLANATION[s.status];
    const explanation =
      s.status === 'OFFLINE' ? tn('outage.yours.equipmentOffline', s.devicesOffline) : key ? t(key) : null;
    body = (
      <Notice tone={NOTICE_TONE[OUTAGE_STATUS_TONE[s.status]]}>
        <p className="outage-yours__status">{t(OUTAGE_STATUS_TEXT[s.status])}</p>
        {explanation ? <p>{explanation}</p> : null}
        <OutageTimes times={s} />
        {s.status === 'NON_PAY' ? (
          <p>
            <LocalLink to="/pay-bill/">{t('outage.payBill')}</LocalLink>
          </p>
        ) : null}
        {s.status === 'VOD_HOLD' ? (
          <p>
            <LocalLink to="/support/outage/#/PendingVOD">{t('outage.vodLink')}</LocalLink>
          </p>
        ) : null}
      </Notice>
    );
  }

  return (
    <section className="outage-yours card stack" aria-labelledby="outage-yours-title">
      <h2 id="outage-yours-title">{t('outage.yours.title')}</h2>
      {body}
    </section>
  );
}
