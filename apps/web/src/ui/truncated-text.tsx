/**
 * Text shown shortened (a title cut on a word boundary to the seeds' 23 / 20 characters) while
 * the whole of it stays the accessible name and the tooltip: a screen reader reads, and a pointer
 * shows, the full title, the eye sees the short one.
 */
export function TruncatedText({
  full,
  shown,
  className,
}: {
  full: string;
  shown: string;
  className?: string;
}) {
  if (shown === full) return <span className={className}>{full}</span>;
  return (
    <span className={className} title={full}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}
