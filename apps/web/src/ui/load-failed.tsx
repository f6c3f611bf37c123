import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Notice } from './notice.tsx';

/**
 * A part of the page that could not load: what failed, and a button to try again. The notice is
 * an alert unless `live` says otherwise; the button is disabled while `retrying`. `tone` is
 * 'warning' where the failure leaves the page usable (a status that could not be read);
 * `actions` are other ways on (a link back), set beside the button.
 */
export function LoadFailed({
  message,
  onRetry,
  retrying,
  live = 'assertive',
  tone = 'error',
  actions,
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  live?: 'assertive' | 'polite' | 'none';
  tone?: 'error' | 'warning';
  actions?: ReactNode;
  className?: string;
}) {
  const { t } = useT();
  const retry = (
    <button type="button" className="button" onClick={onRetry} disabled={retrying}>
      {t('common.retry')}
    </button>
  );
  return (
    <Notice tone={tone} {...(live === 'none' ? {} : { live })} {...(className ? { className } : {})}>
      <p>{message}</p>
      {actions ? (
        <p className="button-row">
          {retry}
          {actions}
        </p>
      ) : (
        retry
      )}
    </Notice>
  );
}
