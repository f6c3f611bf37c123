import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AvailableTimeSlots } from '@coax/contract';
import { moveInGrid, slotGrid } from '@coax/domain';
import { useAppointmentsT } from '../i18n/use-appointments-t.ts';
import { formatMinutes } from '../../../i18n/format.ts';

type Slot = AvailableTimeSlots['availableTimeSlots'][number];
const COLUMNS = 4;
const GRID = slotGrid();
const KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Seed 002 §9: the slot grid from 8:00am to 12:00am in 15-minute steps, an hour to a row. Free
 * slots fill the cell their time rounds down to; the others are shown as not available. One tab
 * stop; the arrow keys move across cells, Enter or a click chooses a free one.
 */
export function SlotGrid({
  slots,
  labelledBy,
  selected,
  onSelect,
}: {
  slots: readonly Slot[];
  labelledBy: string;
  selected: string | null;
  onSelect: (slot: Slot) => void;
}) {
  const { t, locale } = useAppointmentsT();
  const byCell = new Map<number, Slot>();
  for (const s of slots) if (!byCell.has(s.startMinutes)) byCell.set(s.startMinutes, s);
  const firstFree = Math.max(
    0,
    GRID.findIndex((m) => byCell.has(m)),
  );
  const [focused, setFocused] = useState(firstFree);
  const moved = useRef(false);
  const grid = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-cell="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!KEYS.has(event.key)) return;
    event.preventDefault();
    moved.current = true;
    setFocused((i) => moveInGrid(i, event.key, GRID.length, COLUMNS));
  };

  return (
    <div role="grid" ref={grid} aria-labelledby={labelledBy} className="appointment-slots">
      {Array.from({ length: GRID.length / COLUMNS }, (_, row) => (
        <div role="row" key={row} className="appointment-slots__row">
          {GRID.slice(row * COLUMNS, row * COLUMNS + COLUMNS).map((minutes, col) => {
            const index = row * COLUMNS + col;
            const slot = byCell.get(minutes);
            const time = formatMinutes(minutes, locale);
            const isSelected = slot !== undefined && slot.desiredTimeToken === selected;
            return (
              <div role="gridcell" key={minutes} aria-selected={isSelected}>
                <button
                  type="button"
                  data-cell={index}
                  className={`appointment-slots__slot${slot ? ' is-free' : ''}${isSelected ? ' is-selected' : ''}`}
                  tabIndex={index === focused ? 0 : -1}
                  aria-disabled={!slot || undefined}
                  aria-label={
                    slot ? t('appointments.slotFree', { time }) : t('appointments.slotTaken', { time })
                  }
                  onFocus={() => setFocused(index)}
                  onKeyDown={onKeyDown}
                  onClick={() => {
                    if (slot) onSelect(slot);
                  }}
                >
                  {time}
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
