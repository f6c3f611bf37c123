import { useId, useState } from 'react';
import type { DvrSeriesRule } from '@coax/contract';
import { useT } from '../../../../i18n/use-t.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useCancelSeriesRule } from '../../api/cancel-series-rule.ts';
import { useSeriesRules } from '../../api/get-series-rules.ts';
import { useDvrT } from '../../i18n/use-dvr-t.ts';
import { filterLabel } from './dvr-format.ts';
import { FailureText } from './failure-text.tsx';
import { QueryState } from '../../../../ui/query-state.tsx';

/** The account's series recordings, each of which can be cancelled (issue 7 item 5). */
export function SeriesRules() {
  const { t: shared } = useT();
  const tv = useDvrT();
  const { t } = tv;
  const rules = useSeriesRules();
  const [cancelling, setCancelling] = useState<DvrSeriesRule | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <section className="dvr-rules card stack" aria-labelledby="dvr-rules-title">
      <h2 id="dvr-rules-title">{t('dvr.rules.title')}</h2>
      {done ? (
        <Notice tone="success" live="polite">
          <p>{done}</p>
        </Notice>
      ) : null}
      <QueryState
        query={rules}
        loading={shared('common.loading')}
        failed={t('dvr.error.userInfo')}
        failedLive="none"
        lines={2}
        loadingClassName=""
        empty={<p>{t('dvr.rules.empty')}</p>}
        isEmpty={(data) => data.rules.length === 0}
      >
        {(data) => (
          <ul className="dvr-list">
            {data.rules.map((rule) => (
              <li key={rule.id} className="dvr-item">
                <div className="dvr-item__body">
                  <p className="dvr-item__title">
                    {t('dvr.rules.item', {
                      title: rule.title,
                      callsign: rule.callsign,
                      filter: filterLabel(rule.filter, rule.anchorStart, tv),
                    })}
                  </p>
                  <p className="dvr-item__meta">
                    {rule.boxAlias} ·{' '}
                    {t('dvr.rules.counts', { scheduled: rule.scheduledCount, recorded: rule.recordedCount })}
                  </p>
                </div>
                <button
                  type="button"
                  className="button"
                  aria-label={t('dvr.rules.cancel', { title: rule.title })}
                  onClick={() => {
                    setDone(null);
                    setCancelling(rule);
                  }}
                >
                  {t('dvr.rules.confirm')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {cancelling ? (
        <CancelRuleDialog
          rule={cancelling}
          onClose={() => setCancelling(null)}
          onDone={(message) => {
            setCancelling(null);
            setDone(message);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * Cancelling a series rule stops future episodes; deleting what it recorded is a separate,
 * explicit choice, off by default.
 */
function CancelRuleDialog({
  rule,
  onClose,
  onDone,
}: {
  rule: DvrSeriesRule;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t: shared } = useT();
  const { t, tn } = useDvrT();
  const id = useId();
  const [deleteToo, setDeleteToo] = useState(false);
  const cancel = useCancelSeriesRule();
  const confirm = () =>
    cancel.mutate(
      { id: rule.id, deleteRecordings: deleteToo },
      {
        onSuccess: (answer) =>
          onDone(
            answer.deletedIds.length > 0
              ? tn('dvr.rules.doneDeleted', answer.deletedIds.length, { title: rule.title })
              : t('dvr.rules.done', { title: rule.title }),
          ),
      },
    );
  return (
    <ConfirmDialog
      title={t('dvr.rules.cancelTitle')}
      closeLabel={shared('common.close')}
      onClose={onClose}
      error={cancel.isError ? <FailureText message={t('dvr.error.cannotCancel')} /> : undefined}
      confirmLabel={cancel.isError ? shared('common.retry') : t('dvr.rules.confirm')}
      busyLabel={t('dvr.rules.pending')}
      busy={cancel.isPending}
      onConfirm={confirm}
      keepLabel={t('dvr.rules.keep')}
    >
      <p>{t('dvr.rules.cancelBody', { title: rule.title, box: rule.boxAlias })}</p>
      {rule.recordedCount > 0 ? (
        <label className="checkbox" htmlFor={`${id}-delete`}>
          <input
            id={`${id}-delete`}
            type="checkbox"
            checked={deleteToo}
            onChange={(e) => setDeleteToo(e.target.checked)}
          />
          {t('dvr.rules.deleteToo')}
        </label>
      ) : null}
    </ConfirmDialog>
  );
}
