import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog.tsx';

function Harness({ withField = false, onClose }: { withField?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit nickname
      </button>
      <p>Behind the dialog</p>
      {open ? (
        <Dialog title="Edit nickname" closeLabel="Close" onClose={close}>
          {withField ? (
            <label>
              Nickname
              <input />
            </label>
          ) : (
            <p>Nothing to fill in.</p>
          )}
          <button type="button">Save</button>
        </Dialog>
      ) : null}
    </>
  );
}

const open = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit nickname' }));
  return user;
};

describe('Dialog', () => {
  it('is a modal labelled by its title that takes focus, and hides the page behind from assistive technology', async () => {
    render(<Harness />);
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Edit nickname' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The page behind is hidden from the accessibility tree while the dialog is open.
    expect(screen.queryByText('Behind the dialog')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('puts focus in its first field when it has one', async () => {
    render(<Harness withField />);
    await open();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveFocus();
  });

  it('closes with Escape and returns focus to what opened it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const user = await open();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit nickname' })).toHaveFocus();
  });

  it('closes with its close button and returns focus', async () => {
    render(<Harness />);
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit nickname' })).toHaveFocus();
  });

  it('keeps focus inside on Tab and Shift+Tab', async () => {
    render(<Harness withField />);
    const user = await open();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 4; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('locks the page behind from scrolling while open, and unlocks it on close', async () => {
    render(<Harness />);
    const user = await open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });
});
