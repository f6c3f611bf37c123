import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calendar } from './calendar.tsx';
import { renderWithLanguage } from './primitives-test-utils.tsx';

function Harness({ onChange = () => undefined }: { onChange?: (day: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Calendar
      value={value}
      onChange={(day) => {
        onChange(day);
        setValue(day);
      }}
      defaultFocusedDay="2026-11-23"
      min="2026-11-21"
      max="2026-12-21"
      today="2026-11-21"
      isUnavailable={(day) => day === '2026-11-25'}
      dayLabel={(day) => (day === '2026-11-25' ? 'November 25, full' : undefined)}
      label="Choose a day"
      previousLabel="Show the present month"
      nextLabel="Show the next month"
    />
  );
}

const grid = () => screen.getByRole('grid');
const day = (name: RegExp | string) => within(grid()).getByRole('button', { name });

describe('Calendar', () => {
  it('shows a month of 42 day cells, named by the calendar and the month, with the portal’s today marked', () => {
    renderWithLanguage(<Harness />);
    expect(screen.getByRole('grid', { name: 'Choose a day, November 2026' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(42);
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(day(/November 21, 2026/)).toHaveAttribute('aria-current', 'date');
  });

  it('holds one tab stop that the arrow keys and Page Down move, and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLanguage(<Harness onChange={onChange} />);
    const start = day(/Monday, November 23, 2026/);
    expect(start).toHaveAttribute('tabindex', '0');
    await user.tab();
    await user.tab();
    expect(start).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day(/Tuesday, November 24, 2026/)).toHaveFocus();
    expect(start).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(day(/Tuesday, December 1, 2026/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24');
    expect(day(/November 24, 2026/).closest('td')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'Choose a day, December 2026' })).toBeInTheDocument();
  });

  it('keeps the keys inside the window and does not choose a day outside it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLanguage(<Harness onChange={onChange} />);
    expect(day(/Friday, November 20, 2026/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(day(/Friday, November 20, 2026/));
    expect(onChange).not.toHaveBeenCalled();
    day(/Monday, November 23, 2026/).focus();
    await user.keyboard('{ArrowUp}');
    // A week back would be the 16th, before the window: focus stops at the window's first day.
    expect(day(/Saturday, November 21, 2026/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show the present month' })).toBeDisabled();
  });

  it('shows an unavailable day under the caller’s name, focusable but not chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithLanguage(<Harness onChange={onChange} />);
    const full = day('November 25, full');
    expect(full).toHaveAttribute('aria-disabled', 'true');
    day(/Tuesday, November 24, 2026/).focus();
    await user.keyboard('{ArrowRight}');
    expect(full).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(full);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves a month with the next and previous buttons', async () => {
    const user = userEvent.setup();
    renderWithLanguage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Show the next month' }));
    expect(screen.getByRole('grid', { name: 'Choose a day, December 2026' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(42);
    expect(screen.getByRole('button', { name: 'Show the next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show the present month' }));
    expect(screen.getByRole('grid', { name: 'Choose a day, November 2026' })).toBeInTheDocument();
  });

  it('writes the month and the days in Spanish under /espanol', async () => {
    renderWithLanguage(<Harness />, '/espanol/');
    expect(await screen.findByRole('grid', { name: 'Choose a day, noviembre de 2026' })).toBeInTheDocument();
    expect(day(/lunes, 23 de noviembre de 2026/)).toBeInTheDocument();
  });
});
