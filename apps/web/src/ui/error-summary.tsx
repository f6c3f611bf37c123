import { useEffect, useRef } from 'react';

export interface SummaryItem {
  message: string;
  /** the id of the field the message is about; the item then moves focus there */
  fieldId?: string | undefined;
}

/**
 * The list of problems at the top of a form. It takes focus when it appears or changes, so
 * keyboard and screen-reader users land on it after a failed submit.
 */
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = items.map((i) => i.message).join('\n');
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (items.length === 0) return null;
  return (
    <div ref={ref} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 className="error-summary__title" id="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {items.map((item) =>
          item.fieldId ? (
            <li key={item.message}>
              <a
                href={`#${item.fieldId}`}
                onClick={(event) => {
                  // Focus the field itself; following the fragment would only scroll to it.
                  event.preventDefault();
                  document.getElementById(item.fieldId ?? '')?.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ) : (
            <li key={item.message}>{item.message}</li>
          ),
        )}
      </ul>
    </div>
  );
}
