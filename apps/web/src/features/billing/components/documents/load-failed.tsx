import { Notice } from '../../../../ui/notice.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** A part of the page that could not load: what failed, and a way to try again. */
export function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useBillingT();
  return (
    <Notice tone="error" live="assertive">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {t('common.retry')}
      </button>
    </Notice>
  );
}
