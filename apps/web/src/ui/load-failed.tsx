import { useT } from '../i18n/use-t.ts';
import { Notice } from './notice.tsx';

/**
 * A part of the page that could not load: what failed, and a button to try again. The notice is
 * an alert unless `live` says otherwise; the button is disabled while `retrying`.
 */
export function LoadFailed({
  message,
  onRetry,
  retrying,
  live = 'assertive',
  className,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  live?: 'assertive' | 'polite' | 'none';
  className?: string;
}) {
  const { t } = useT();
  return (
    <Notice tone="error" {...(live === 'none' ? {} : { live })} {...(className ? { className } : {})}>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {t('common.retry')}
      </button>
    </Notice>
  );
}
