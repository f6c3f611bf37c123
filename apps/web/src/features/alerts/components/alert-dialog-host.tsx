import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { closeAlertDialog, useCurrentAlertDialog, type AlertDialogItem } from '../alert-dialog-queue.ts';

// The alerts load with every page; the dialog (and the accessibility library under it) only when
// a longer message is opened, so the shell does not carry it (ADR 0015).
const Dialog = lazy(() => import('../../../ui/dialog.tsx').then((m) => ({ default: m.Dialog })));

/** Shows the queued alert dialog that this part of the page asked for. */
export function AlertDialogHost({ owner }: { owner: AlertDialogItem['owner'] }) {
  const { t } = useT();
  const current = useCurrentAlertDialog();
  if (!current || current.owner !== owner) return null;
  return (
    <Suspense fallback={null}>
      <Dialog title={current.title} closeLabel={t('common.close')} onClose={closeAlertDialog}>
        <p className="alert-dialog__body">{current.body}</p>
      </Dialog>
    </Suspense>
  );
}
