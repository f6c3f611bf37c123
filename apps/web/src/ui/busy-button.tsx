import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

/**
 * A submit button that says it is busy while its work runs. It stays focusable (so focus is not
 * lost to the page) and is `aria-disabled` instead of `disabled`; a click while busy does nothing.
 * `disabled` is the form holding it back (nothing changed yet, a box not ticked): that one is a
 * real `disabled`, and applies only while the button is not busy, so a press that starts the work
 * keeps its focus until the work ends.
 */
export function BusyButton({
  busy,
  busyLabel,
  children,
  className = 'button button--primary',
  type = 'submit',
  onClick,
  disabled = false,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  busy: boolean;
  /** shown instead of the children while busy */
  busyLabel?: ReactNode;
  children: ReactNode;
}) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={className}
      disabled={!busy && disabled}
      aria-disabled={busy || undefined}
      onClick={click}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
