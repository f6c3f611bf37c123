import type { ReactNode } from 'react';
import { BusyButton } from './busy-button.tsx';
import { Dialog } from './dialog.tsx';
import { Notice } from './notice.tsx';

/**
 * A modal that asks before something is done: what will happen (`children`), the failure if the
 * last try failed (`error`), a confirm button that shows `busyLabel` while `busy`, and a way out.
 * Once the work is done, `outcome` (what happened, e.g. a partial success) takes the question's
 * place with one button that closes the dialog, for flows that report in the dialog itself.
 */
export function ConfirmDialog({
  title,
  closeLabel,
  onClose,
  children,
  error,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  keepLabel,
  outcome,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  error?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  keepLabel: string;
  outcome?: ReactNode;
}) {
  if (outcome) {
    return (
      <Dialog title={title} closeLabel={closeLabel} onClose={onClose}>
        <div className="stack">
          {outcome}
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={title} closeLabel={closeLabel} onClose={onClose}>
      <div className="stack">
        {children}
        {error ? (
          <Notice tone="error" live="assertive">
            {error}
          </Notice>
        ) : null}
        <div className="button-row">
          <BusyButton
            type="button"
            busy={busy}
            busyLabel={busyLabel}
            aria-busy={busy || undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </BusyButton>
          <button type="button" className="button" onClick={onClose}>
            {keepLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
