/** A visible, announced loading state: the text is the status, the ring only decorates it. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={`spinner${className ? ` ${className}` : ''}`}>
      <span className="spinner__ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
