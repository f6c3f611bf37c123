import { describe, expect, it } from 'vitest';
import { moveInGrid, type GridPos, type GridShape } from './grid-keys.ts';

const H = 3_600_000;
const rows = [
  [
    { start: 0, end: H },
    { start: H, end: 2 * H },
    { start: 2 * H, end: 3 * H },
  ],
  [
    { start: 0, end: 2 * H },
    { start: 2 * H, end: 3 * H },
  ],
  null,
];
const shape: GridShape = { rowCount: 3, cellsOf: (r) => rows[r] ?? null, pageRows: 2, windowStart: 0 };
const at = (row: number, col: number, anchor = 0): GridPos => ({ row, col, anchor });

describe('guide grid keys', () => {
  it('moves along a row with the arrows and stops at the ends', () => {
    expect(moveInGrid(at(0, 0), { key: 'ArrowRight' }, shape)).toEqual(at(0, 1, 0));
    expect(moveInGrid(at(0, 1), { key: 'ArrowRight' }, shape)).toEqual(at(0, 2, H));
    expect(moveInGrid(at(0, 3, 2 * H), { key: 'ArrowRight' }, shape)).toEqual(at(0, 3, 2 * H));
    expect(moveInGrid(at(0, 0), { key: 'ArrowLeft' }, shape)).toEqual(at(0, 0));
  });

  it('moves up and down to the airing on at the same time', () => {
    expect(moveInGrid(at(0, 2, H), { key: 'ArrowDown' }, shape)).toEqual(at(1, 1, H));
    expect(moveInGrid(at(1, 2, 2 * H), { key: 'ArrowUp' }, shape)).toEqual(at(0, 3, 2 * H));
    expect(moveInGrid(at(0, 0), { key: 'ArrowUp' }, shape)).toEqual(at(0, 0));
  });

  it('lands on the row header of a row that is still loading', () => {
    expect(moveInGrid(at(1, 1), { key: 'ArrowDown' }, shape)).toEqual(at(2, 0));
  });

  it('goes to the first and last cell with Home and End, and to the first and last row with Ctrl', () => {
    expect(moveInGrid(at(0, 2, H), { key: 'Home' }, shape)).toEqual(at(0, 0, H));
    expect(moveInGrid(at(0, 0), { key: 'End' }, shape)).toEqual(at(0, 3, 2 * H));
    expect(moveInGrid(at(1, 1), { key: 'End', ctrlKey: true }, shape)).toEqual(at(2, 0));
    expect(moveInGrid(at(2, 0), { key: 'Home', ctrlKey: true }, shape)).toEqual(at(0, 0));
  });

  it('pages by a screenful and leaves other keys to the browser', () => {
    expect(moveInGrid(at(0, 0), { key: 'PageDown' }, shape)).toEqual(at(2, 0));
    expect(moveInGrid(at(0, 1), { key: 'Enter' }, shape)).toBeNull();
    expect(moveInGrid(at(0, 1), { key: 'ArrowDown' }, { ...shape, rowCount: 0 })).toBeNull();
  });
});
