import './skeleton.css';

/**
 * The shape of what is loading, drawn in grey so nothing moves when it arrives:
 * - `lines`: a paragraph (alternate lines shorter);
 * - `summary`: a bill summary, a large amount over label / value rows and a button;
 * - `table`: a table's header and `rows` rows of `columns` cells;
 * - `list`: `rows` items, each a title line over a detail line;
 * - `poster`: a poster box with a name and two lines beside it (a title page);
 * - `card`: a dashboard card's figure, a line and its link.
 */
export type SkeletonShape = 'lines' | 'summary' | 'table' | 'list' | 'poster' | 'card';

interface SkeletonProps {
  shape?: SkeletonShape;
  /** lines of a paragraph, rows of a table or list */
  lines?: number;
  /** cells in a table row */
  columns?: number;
}

const bar = (modifier: string, key?: number) => (
  <span key={key} className={`skeleton__line skeleton__line--${modifier}`} />
);

const times = <T,>(n: number, make: (i: number) => T): T[] =>
  Array.from({ length: Math.max(0, n) }, (_, i) => make(i));

function Body({ shape, lines, columns }: Required<SkeletonProps>) {
  switch (shape) {
    case 'summary':
      return (
        <>
          {bar('amount')}
          {times(lines, (i) => (
            <span key={i} className="skeleton__pair">
              {bar('label')}
              {bar('value')}
            </span>
          ))}
          {bar('button')}
        </>
      );
    case 'table':
      return (
        <span
          className="skeleton__table"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {times(columns, (i) => bar('head', i))}
          {times(lines * columns, (i) => bar('cell', i))}
        </span>
      );
    case 'list':
      return (
        <>
          {times(lines, (i) => (
            <span key={i} className="skeleton__item">
              {bar('title')}
              {bar('detail')}
            </span>
          ))}
        </>
      );
    case 'poster':
      return (
        <span className="skeleton__poster-row">
          <span className="skeleton__line skeleton__poster" />
          <span className="skeleton__poster-text">
            {bar('title')}
            {times(lines, (i) => bar(i % 2 ? 'detail' : 'full', i))}
          </span>
        </span>
      );
    case 'card':
      return (
        <>
          {bar('amount')}
          {times(lines, (i) => bar(i % 2 ? 'detail' : 'full', i))}
          {bar('link')}
        </>
      );
    default:
      return <>{times(lines, (i) => bar(i % 2 ? 'detail' : 'full', i))}</>;
  }
}

/** Grey placeholders in the shape of content that is loading; hidden from assistive tech. */
export function Skeleton({ shape = 'lines', lines = 3, columns = 3 }: SkeletonProps) {
  return (
    <div className={`skeleton skeleton--${shape}`} aria-hidden="true" data-shape={shape}>
      <Body shape={shape} lines={lines} columns={columns} />
    </div>
  );
}
