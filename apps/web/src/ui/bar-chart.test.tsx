import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarChart, type ChartBar } from './bar-chart.tsx';
import { GalleryFrame } from './gallery-frame.tsx';

const bars: ChartBar[] = [
  { key: 'a', value: 100, text: 'May: $1.00', tick: 'May' },
  { key: 'b', value: 300, text: 'June: $3.00', tick: 'Jun' },
  { key: 'c', value: 0, text: 'July: $0.00', tick: 'Jul' },
];

const table = (
  <table>
    <caption>Figures</caption>
    <tbody>
      <tr>
        <td>May</td>
      </tr>
    </tbody>
  </table>
);

const draw = (props: Partial<Parameters<typeof BarChart>[0]> = {}) =>
  render(
    <GalleryFrame lang="en">
      <BarChart id="t" label="Money each month" bars={bars} table={table} {...props} />
    </GalleryFrame>,
  );

describe('BarChart', () => {
  it('draws each bar against the tallest, an empty bar for nothing, with its tick', () => {
    draw({ onPick: () => {} });
    const fills = document.querySelectorAll<HTMLElement>('.bar-chart__fill');
    expect([...fills].map((f) => f.style.height)).toEqual(['33.33333333333333%', '100%', '0%']);
    expect(screen.getByRole('button', { name: 'June: $3.00' })).toHaveTextContent('Jun');
  });

  it('read only: one focus stop, the arrows, Home and End speak the chosen bar', () => {
    draw();
    const chart = screen.getByRole('group', { name: 'Money each month' });
    expect(chart).toHaveAttribute('tabindex', '0');
    expect(within(chart).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('July: $0.00')).toHaveAttribute('aria-live', 'polite');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(screen.getByText('May: $1.00')).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(screen.getByText('May: $1.00')).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(screen.getByText('June: $3.00')).toBeInTheDocument();
    fireEvent.keyDown(chart, { key: 'End' });
    expect(screen.getByText('July: $0.00')).toBeInTheDocument();
  });

  it('picking: one tab stop on the picked bar, arrows move the focus, Enter and a click pick', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    draw({ onPick, picked: 'b' });
    const [may, june, july] = screen.getAllByRole('button');
    expect(june).toHaveAttribute('aria-current', 'true');
    expect(may).not.toHaveAttribute('aria-current');
    await user.tab();
    expect(june).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(july).toHaveFocus();
    expect(july).toHaveAttribute('tabindex', '0');
    expect(june).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Home}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('a');
    await user.click(july as HTMLElement);
    expect(onPick).toHaveBeenLastCalledWith('c');
  });

  it('keeps the table behind a toggle with its own words, or the common ones', async () => {
    const user = userEvent.setup();
    draw({ tableSummary: 'Show the bills' });
    await user.click(screen.getByText('Show the bills'));
    expect(screen.getByRole('table', { name: 'Figures' })).toBeVisible();
    draw();
    expect(screen.getByText('Show the figures as a table')).toBeInTheDocument();
  });
});
