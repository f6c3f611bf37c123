import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusyButton } from './busy-button.tsx';

function Form({ busy, disabled, onSubmit }: { busy: boolean; disabled?: boolean; onSubmit: () => void }) {
  return (
    <form
      aria-label="Profile"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Name" />
      <BusyButton busy={busy} busyLabel="Saving…" {...(disabled === undefined ? {} : { disabled })}>
        Save
      </BusyButton>
    </form>
  );
}

describe('BusyButton', () => {
  it('submits its form when idle', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form busy={false} onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says it is busy, stays focusable and ignores clicks and Enter while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form busy onSubmit={onSubmit} />);
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toBeEnabled();
    await user.click(saving);
    expect(saving).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled while the form holds it back, and sends nothing, even by Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<Form busy={false} disabled onSubmit={onSubmit} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<Form busy={false} disabled={false} onSubmit={onSubmit} />);
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy rather than disabled while its work runs, whatever the form says, so focus stays', () => {
    render(<Form busy disabled onSubmit={() => undefined} />);
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving).toBeEnabled();
    expect(saving).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps its label when no busy label is given', () => {
    render(
      <BusyButton busy type="button" className="button">
        Send
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'true');
  });
});
