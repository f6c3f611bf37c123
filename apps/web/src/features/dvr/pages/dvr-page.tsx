import { useState } from 'react';
import { useLocation } from 'react-router';
import type { DvrBulkResult, DvrRecording } from '@coax/contract';
import { MULTI_REMOVE_MAX_ITEMS } from '@coax/domain';
import { PageTitle } from '../../../ui/page-title.tsx';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { useDvrBoxes } from '../api/get-dvr-boxes.ts';
import { useDvrRecordings } from '../api/get-recordings.ts';
import { BulkDialog } from '../components/dvr/bulk-dialog.tsx';
import { BoxRecordings, isListable } from '../components/dvr/recording-list.tsx';
import { SeriesRules } from '../components/dvr/series-rules.tsx';
import { useDvrT } from '../i18n/use-dvr-t.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import '../components/dvr/dvr.css';

type Tab = 'scheduled' | 'recorded';

/** '#/recorded' shows the recorded list; anything else the scheduled one (seed 001 §2 /tv/dvr/#/scheduled). */
export function dvrTabOf(hash: string): Tab {
  return /^#\/?recorded\b/.test(hash) ? 'recorded' : 'scheduled';
}

/**
 * /tv/dvr/ (issue 7 item 7): scheduled and recorded programs per box with the storage each box
 * uses, cancel and delete of up to ten at once, and the series recordings.
 */
export default function DvrPage() {
  const { hash } = useLocation();
  const tab = dvrTabOf(hash);
  const { t } = useDvrT();
  return (
    <div className="dvr-page stack">
      <PageTitle title={`${t('dvr.page.title')}: ${t(`dvr.tab.${tab}`)}`} />
      <h1>{t('dvr.page.title')}</h1>
      <p>{t('dvr.page.intro')}</p>
      <nav aria-label={t('dvr.page.tabs')}>
        <ul className="dvr-tabs">
          {(['scheduled', 'recorded'] as const).map((name) => (
            <li key={name}>
              <LocalLink to={`/tv/dvr/#/${name}`} aria-current={tab === name ? 'page' : undefined}>
                {t(`dvr.tab.${name}`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <DvrLists key={tab} scheduled={tab === 'scheduled'} />
    </div>
  );
}

function DvrLists({ scheduled }: { scheduled: boolean }) {
  const { t, tn } = useDvrT();
  const dvr = useDvrBoxes();
  const recordings = useDvrRecordings(scheduled);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [tooMany, setTooMany] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [result, setResult] = useState<DvrBulkResult | null>(null);

  if (dvr.isError || recordings.isError) {
    return (
      <LoadFailed
        message={t(dvr.isError ? 'dvr.error.userInfo' : 'dvr.error.connect')}
        onRetry={() => void (dvr.isError ? dvr.refetch() : recordings.refetch())}
      />
    );
  }
  if (dvr.isPending || recordings.isPending) {
    return <LoadingCard label={t('dvr.page.loading')} shape="list" lines={4} />;
  }
  if (dvr.data.dvrBlocked) {
    return (
      <Notice tone="error">
        <p>{t('dvr.record.blocked')}</p>
      </Notice>
    );
  }
  if (!dvr.data.hasWebDVR || dvr.data.boxes.length === 0) {
    return (
      <Notice tone="warning">
        <p>{t('dvr.record.noDvr')}</p>
        <LocalLink to="/FAQ#/answers/a_id/2580">{t('dvr.record.noDvrLink')}</LocalLink>
      </Notice>
    );
  }

  const items = recordings.data.items
    .filter(isListable)
    .sort((a, b) => (scheduled ? a.StartTime - b.StartTime : b.StartTime - a.StartTime));
  const byBox = (boxId: number): DvrRecording[] => items.filter((item) => item.boxId === boxId);
  const visible = new Set(items.map((i) => i.id));
  const chosen = [...selected].filter((id) => visible.has(id));

  const toggle = (id: number, on: boolean) => {
    setResult(null);
    if (on && !selected.has(id) && chosen.length >= MULTI_REMOVE_MAX_ITEMS) {
      // seed 001 §5: more than ten are refused, with the seed's message
      setTooMany(true);
      return;
    }
    setTooMany(false);
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <div className="stack">
      {result && result.doneIds.length > 0 && result.failedIds.length === 0 ? (
        <Notice tone="success" live="polite">
          <p>{tn(scheduled ? 'dvr.cancel.done' : 'dvr.delete.done', result.doneIds.length)}</p>
        </Notice>
      ) : null}
      <div className="dvr-actions">
        <p className="dvr-actions__count" aria-live="polite">
          {tn('dvr.list.selectedCount', chosen.length)}
        </p>
        <button
          type="button"
          className="button"
          disabled={chosen.length === 0}
          onClick={() => setDialog(true)}
        >
          {t(scheduled ? 'dvr.list.cancelSelected' : 'dvr.list.deleteSelected')}
        </button>
      </div>
      {tooMany ? (
        <Notice tone="error" live="assertive">
          <p>{t('dvr.list.tooMany')}</p>
        </Notice>
      ) : null}
      {dvr.data.boxes.map((box) => (
        <BoxRecordings
          key={box.boxId}
          box={box}
          items={byBox(box.boxId)}
          scheduled={scheduled}
          selected={selected}
          onToggle={toggle}
        />
      ))}
      {scheduled ? <SeriesRules /> : null}
      {dialog ? (
        <BulkDialog
          ids={chosen}
          mode={scheduled ? 'cancel' : 'delete'}
          onClose={() => setDialog(false)}
          onDone={(answer) => {
            setResult(answer);
            const gone = new Set(answer.doneIds);
            setSelected(new Set([...selected].filter((id) => !gone.has(id))));
          }}
        />
      ) : null}
    </div>
  );
}
