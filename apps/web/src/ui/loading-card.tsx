import { Skeleton, type SkeletonShape } from './skeleton.tsx';

/**
 * Placeholder for a part of the page that is loading: a skeleton in the shape of what is coming
 * (a bill summary, a table, a list, a card...) for the eye, and a hidden status line that tells
 * assistive tech what is on its way. `className` is the box (a card by default).
 */
export function LoadingCard({
  label,
  shape,
  lines = 3,
  columns,
  className = 'card',
}: {
  label: string;
  shape?: SkeletonShape;
  lines?: number;
  columns?: number;
  className?: string;
}) {
  return (
    <div className={className || undefined} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <Skeleton lines={lines} {...(shape ? { shape } : {})} {...(columns ? { columns } : {})} />
    </div>
  );
}
