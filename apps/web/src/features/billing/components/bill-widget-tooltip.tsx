import { useId, useState, type KeyboardEvent } from 'react';

/**
 * A small "i" button with an explanation: it shows while the button has keyboard focus or the
 * pointer, toggles on click or tap (touch has no hover), and Escape hides it. The text is also
 * the button's description, so a screen reader hears it without opening anything.
 */
export function BillWidgetTooltip({ label, text }: { label: string; text: string }) {
  const tipId = useId();
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && (focused || hovered || pinned);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setPinned(false);
      setDismissed(true);
    }
  };

  return (
    <span
      className="bill-tip"
      onMouseEnter={() => {
        setDismissed(false);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="bill-tip__button"
        aria-label={label}
        aria-describedby={tipId}
        aria-expanded={open}
        onClick={() => {
          setDismissed(false);
          setPinned((p) => !p);
        }}
        onFocus={() => {
          setDismissed(false);
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={tipId} role="tooltip" className="bill-tip__text" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
