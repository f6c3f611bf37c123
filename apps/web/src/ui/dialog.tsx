import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './aria-setup.ts';
import './dialog.css';

/**
 * A modal dialog on react-aria's Modal and Dialog (ADR 0015): labelled by its title, focus moves
 * in on open (to the first field when there is one), stays inside while open, Escape closes, the
 * page behind neither scrolls nor reaches assistive technology (react-aria hides it with
 * aria-hidden rather than setting aria-modal, which Safari mishandles), and focus returns to what
 * opened it. The caller mounts it to open it and unmounts it to close it; a click outside does not close
 * it, so a half-filled form is not lost to a stray tap.
 */
export function Dialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // What had focus before the dialog rendered (read in render, before any effect moves focus in).
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      // react-aria gives focus back on the next animation frame; doing it as soon as the dialog is
      // gone means the next key press already lands on the opener.
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onCloseRef.current();
      }}
      className="dialog-backdrop"
    >
      <Modal className="dialog-modal">
        <AriaDialog className="dialog">
          <div className="dialog__header">
            <Heading slot="title" level={2} className="dialog__title">
              {title}
            </Heading>
            <button type="button" className="button button--quiet" onClick={() => onCloseRef.current()}>
              {closeLabel}
            </button>
          </div>
          <FirstField>{children}</FirstField>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Puts focus in the first field of a dialog that has one; otherwise react-aria focuses the dialog. */
function FirstField({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
  return (
    <div ref={ref} className="dialog__body">
      {children}
    </div>
  );
}
