import { useT } from '../../../i18n/use-t.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { closeAlertDialog, useCurrentAlertDialog, type AlertDialogItem } from '../alert-dialog-queue.ts';

/** Shows the queued alert dialog that this part of the page asked for. */
export function AlertDialogHost({ owner }: { owner: AlertDialogItem['owner'] }) {
  const { t } = useT();
  const current = useCurrentAlertDialog();
  if (!current || current.owner !== owner) return null;
  return (
    <Dialog title={current.title} closeLabel={t('common.close')} onClose={closeAlertDialog}>
      <p className="alert-dialog__body">{current.body}</p>
    </Dialog>
  );
}
