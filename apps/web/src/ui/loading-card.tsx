import { Skeleton } from './skeleton.tsx';

/**
 * Placeholder for a part of the page that is loading: skeleton lines for the eye, and a hidden
 * status line that tells assistive tech what is on its way. `className` is the box (a card by default).
 */
export function LoadingCard({
  label,
  lines = 3,
  className = 'card',
}: {
  label: string;
  lines?: number;
  className?: string;
}) {
  return (
    <div className={className || undefined} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <Skeleton lines={lines} />
    </div>
  );
}
