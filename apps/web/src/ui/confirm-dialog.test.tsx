import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({
  busy = false,
  error,
  outcome,
  onConfirm,
}: {
  busy?: boolean;
  error?: string;
  outcome?: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel payment
      </button>
      {open ? (
        <ConfirmDialog
          title="Cancel this payment?"
          closeLabel="Close"
          onClose={() => setOpen(false)}
          confirmLabel="Yes, cancel it"
          busyLabel="Cancelling…"
          busy={busy}
          onConfirm={onConfirm}
          keepLabel="Keep it"
          error={error ? <p>{error}</p> : undefined}
          outcome={outcome ? <p>{outcome}</p> : undefined}
        >
          <p>$10.00 will not be paid.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a labelled modal that confirms, and returns focus when kept', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Cancel payment' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this payment?' });
    // Modal: the page behind is hidden from assistive technology while the question is open.
    expect(opener.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(dialog).toHaveTextContent('$10.00 will not be paid.');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape and keeps Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the busy label without confirming twice, and the failure as an alert', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness busy error="The payment could not be cancelled." onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel payment' }));
    const busy = screen.getByRole('button', { name: 'Cancelling…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The payment could not be cancelled.');
  });

  it('shows the outcome in place of the question, with one button that closes and returns focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness outcome="2 payments cancelled; 1 could not be." onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Cancel payment' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this payment?' });
    expect(dialog).toHaveTextContent('2 payments cancelled; 1 could not be.');
    expect(dialog).not.toHaveTextContent('$10.00 will not be paid.');
    expect(screen.queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep it' })).toBeNull();
    const close = screen.getAllByRole('button', { name: 'Close' });
    await user.click(close[close.length - 1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
