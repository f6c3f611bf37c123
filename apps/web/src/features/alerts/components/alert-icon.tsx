import type { AlertType } from '@coax/domain';

/** The tone an alert type is drawn in: its icon and colour (its name in words is said beside it). */
export function alertTone(type: AlertType): 'danger' | 'warning' | 'success' | 'info' {
  if (type === 'major') return 'danger';
  if (type === 'minorWarning') return 'warning';
  if (type === 'success' || type === 'minorSuccess' || type === 'successLeaf') return 'success';
  return 'info';
}

const PATHS = {
  danger: 'M12 3 2 21h20L12 3Zm0 6v6m0 2.5v.5',
  warning: 'M12 3 2 21h20L12 3Zm0 6v6m0 2.5v.5',
  success: 'M20 6 9 17l-5-5',
  info: 'M12 8v.5M12 11v6M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z',
} as const;

/** A small line icon for an alert's tone; decoration only, so hidden from assistive technology. */
export function AlertIcon({ type }: { type: AlertType }) {
  const tone = alertTone(type);
  return (
    <svg
      className={`alert-icon alert-icon--${tone}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The chevron of a disclosure: down when closed, turned up by CSS when open. */
export function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="m6 9 6 6 6-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
