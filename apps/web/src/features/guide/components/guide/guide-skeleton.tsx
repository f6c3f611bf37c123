import { Spinner } from '../../../../ui/spinner.tsx';

/** The guide while its first channels load: the grid's shape holds still under a status line. */
export function GuideSkeleton({ label }: { label: string }) {
  return (
    <div className="tv-guide__skeleton">
      <Spinner label={label} />
      <div className="tv-grid__skeleton-rows" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="tv-grid__skeleton-row">
            <span className="tv-grid__skeleton tv-grid__skeleton--channel" />
            <span className="tv-grid__skeleton tv-grid__skeleton--cell" />
            <span className="tv-grid__skeleton tv-grid__skeleton--cell" />
          </div>
        ))}
      </div>
    </div>
  );
}
