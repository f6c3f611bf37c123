import { airingIndexAt, type Span } from './guide-time.ts';

/**
 * Where focus is in the guide grid: a row (channel) and a column, where column 0 is the channel's
 * row header and column k the k-th airing in the window. `anchor` is the time the visitor is
 * looking at, kept while moving up and down so focus stays in the same part of the schedule.
 */
export interface GridPos {
  row: number;
  col: number;
  anchor: number;
}

export interface GridShape {
  rowCount: number;
  /** the airings of a row in time order, or null while the row is loading */
  cellsOf: (row: number) => readonly Span[] | null;
  /** rows a Page Up / Page Down moves */
  pageRows: number;
  windowStart: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

function columnIn(shape: GridShape, row: number, from: GridPos): number {
  if (from.col === 0) return 0;
  const cells = shape.cellsOf(row);
  if (!cells) return 0;
  const index = airingIndexAt(cells, from.anchor);
  return index < 0 ? 0 : index + 1;
}

function anchorOf(shape: GridShape, row: number, col: number, fallback: number): number {
  if (col === 0) return fallback;
  const cell = shape.cellsOf(row)?.[col - 1];
  return cell ? Math.max(cell.start, shape.windowStart) : fallback;
}

function toRow(shape: GridShape, pos: GridPos, row: number): GridPos {
  const target = Math.min(shape.rowCount - 1, Math.max(0, row));
  return { row: target, col: columnIn(shape, target, pos), anchor: pos.anchor };
}

function toCol(shape: GridShape, pos: GridPos, col: number): GridPos {
  const count = shape.cellsOf(pos.row)?.length ?? 0;
  const target = Math.min(count, Math.max(0, col));
  return { row: pos.row, col: target, anchor: anchorOf(shape, pos.row, target, pos.anchor) };
}

/**
 * The grid pattern's keys (WAI-ARIA APG "Data Grid"): arrows move one cell, Home/End to the first
 * and last cell of the row, Ctrl+Home/End to the first and last row, Page Up/Down by a screenful.
 * Null for any other key, so the browser keeps it (Enter opens the focused program's link).
 */
export function moveInGrid(pos: GridPos, key: GridKey, shape: GridShape): GridPos | null {
  if (shape.rowCount === 0) return null;
  const ctrl = key.ctrlKey === true || key.metaKey === true;
  switch (key.key) {
    case 'ArrowRight':
      return toCol(shape, pos, pos.col + 1);
    case 'ArrowLeft':
      return toCol(shape, pos, pos.col - 1);
    case 'ArrowDown':
      return toRow(shape, pos, pos.row + 1);
    case 'ArrowUp':
      return toRow(shape, pos, pos.row - 1);
    case 'PageDown':
      return toRow(shape, pos, pos.row + shape.pageRows);
    case 'PageUp':
      return toRow(shape, pos, pos.row - shape.pageRows);
    case 'Home':
      return ctrl ? toRow(shape, { ...pos, col: 0 }, 0) : toCol(shape, pos, 0);
    case 'End': {
      if (ctrl) return toRow(shape, { ...pos, col: 0 }, shape.rowCount - 1);
      return toCol(shape, pos, shape.cellsOf(pos.row)?.length ?? 0);
    }
    default:
      return null;
  }
}
