import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure } from './disclosure.tsx';

const renderMail = (defaultExpanded?: boolean) =>
  render(
    <Disclosure summary="Pay by mail" defaultExpanded={defaultExpanded}>
      <p>Send a check to PO Box 1.</p>
    </Disclosure>,
  );

describe('Disclosure', () => {
  it('starts closed: a button that says so and controls a hidden panel', () => {
    renderMail();
    const button = screen.getByRole('button', { name: 'Pay by mail' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.getByText('Send a check to PO Box 1.')).not.toBeVisible();
  });

  it('opens and closes with a click', async () => {
    const user = userEvent.setup();
    renderMail();
    const button = screen.getByRole('button', { name: 'Pay by mail' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Send a check to PO Box 1.')).toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Send a check to PO Box 1.')).not.toBeVisible();
  });

  it('is reached with Tab and toggled with Enter and Space', async () => {
    const user = userEvent.setup();
    renderMail();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Pay by mail' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('can start open, with its panel labelled by the button', () => {
    renderMail(true);
    const button = screen.getByRole('button', { name: 'Pay by mail' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Pay by mail' })).toHaveTextContent('Send a check to PO Box 1.');
  });
});
