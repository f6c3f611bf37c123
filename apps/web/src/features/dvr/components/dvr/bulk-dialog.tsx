import type { DvrBulkResult } from '@coax/contract';
import { useT } from '../../../../i18n/use-t.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useCancelRecordings } from '../../api/cancel-recordings.ts';
import { useDeleteRecordings } from '../../api/delete-recordings.ts';
import { useDvrT } from '../../i18n/use-dvr-t.ts';
import { FailureText } from './failure-text.tsx';

/**
 * Seed 001 §4: "Delete and cancel flows each have confirm, pending, success and failure states."
 * Scheduled recordings are cancelled, recorded ones deleted; up to ten at once.
 */
export function BulkDialog({
  ids,
  mode,
  onClose,
  onDone,
}: {
  ids: number[];
  mode: 'cancel' | 'delete';
  onClose: () => void;
  onDone: (result: DvrBulkResult) => void;
}) {
  const { t: shared } = useT();
  const { t, tn } = useDvrT();
  const cancel = useCancelRecordings();
  const del = useDeleteRecordings();
  const action = mode === 'cancel' ? cancel : del;
  const result = action.data;
  const failedMessage = mode === 'cancel' ? 'dvr.error.cannotCancel' : 'dvr.error.cannotDelete';
  const run = () => {
    if (action.isPending) return;
    action.mutate({ ids }, { onSuccess: onDone });
  };

  const outcome = result ? (
    <>
      {result.doneIds.length > 0 ? (
        <Notice tone="success" live="polite">
          <p>{tn(mode === 'cancel' ? 'dvr.cancel.done' : 'dvr.delete.done', result.doneIds.length)}</p>
        </Notice>
      ) : null}
      {result.failedIds.length > 0 ? (
        <Notice tone="error" live="assertive">
          <FailureText message={t(failedMessage)} />
          <p>{tn('dvr.bulk.partial', result.failedIds.length)}</p>
        </Notice>
      ) : null}
    </>
  ) : undefined;

  return (
    <ConfirmDialog
      title={t(mode === 'cancel' ? 'dvr.cancel.title' : 'dvr.delete.title')}
      closeLabel={shared('common.close')}
      onClose={onClose}
      outcome={outcome}
      error={
        action.isError ? (
          <FailureText message={t(mode === 'cancel' ? 'dvr.error.cancel' : failedMessage)} />
        ) : undefined
      }
      confirmLabel={
        action.isError ? shared('common.retry') : t(mode === 'cancel' ? 'dvr.cancel.yes' : 'dvr.delete.yes')
      }
      busyLabel={t(mode === 'cancel' ? 'dvr.cancel.pending' : 'dvr.delete.pending')}
      busy={action.isPending}
      onConfirm={run}
      keepLabel={t(mode === 'cancel' ? 'dvr.cancel.keep' : 'dvr.delete.keep')}
    >
      <p>{tn(mode === 'cancel' ? 'dvr.cancel.confirm' : 'dvr.delete.confirm', ids.length)}</p>
    </ConfirmDialog>
  );
}
