import { useId, useRef, useState, type FormEvent } from 'react';
import { checkZipLive, checkZipStrict, type ZipErrorCode } from '@coax/domain';
import type { OutageMessageKey } from '../i18n/use-outage-t.ts';
import { useOutageT } from '../i18n/use-outage-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { LiveField } from '../../../ui/live-field.tsx';
import { useAreaOutage } from '../api/get-area-outage.ts';
import { AREA_STATUS_TEXT, AREA_STATUS_TONE } from '../status-text.ts';
import { OutageTimes } from './outage-times.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

const ZIP_MESSAGE: Record<ZipErrorCode, OutageMessageKey> = {
  numbersOnly: 'outage.zip.numbersOnly',
  limit: 'outage.zip.limit',
  invalid: 'outage.zip.invalid',
};

/**
 * The anonymous outage lookup (seed 000 §2 #/UnauthenticatedUserOutage): a ZIP code checked live
 * as it is typed (seed 000 §5: digits only, at most 5, the hint after 500 ms or on leaving the
 * field) and strictly on submit.
 */
export function ZipLookup() {
  const { t } = useOutageT();
  const fieldId = useId();
  const [value, setValue] = useState('');
  // The strict verdict belongs to the value it was found in; typing on hands back to the live check.
  const [submitProblem, setSubmitProblem] = useState<{ value: string; code: ZipErrorCode } | null>(null);
  const [zip, setZip] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const result = useAreaOutage(zip);

  const problem = submitProblem?.value === value ? submitProblem.code : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkZipStrict(value);
    if (!check.ok) {
      setSubmitProblem({ value, code: check.code });
      inputRef.current?.focus();
      return;
    }
    setSubmitProblem(null);
    if (zip === value) void result.refetch();
    else setZip(value);
  };

  return (
    <section className="outage-lookup card stack" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`}>{t('outage.lookup.title')}</h2>
      <p>{t('outage.lookup.intro')}</p>
      <form className="outage-lookup__form" onSubmit={onSubmit} noValidate>
        <LiveField
          ref={inputRef}
          id={fieldId}
          name="zip"
          label={t('outage.lookup.zip')}
          hint={t('outage.lookup.zipHint')}
          inputMode="numeric"
          autoComplete="postal-code"
          spellCheck={false}
          value={value}
          onValueChange={setValue}
          check={checkZipLive}
          messageFor={(code) => t(ZIP_MESSAGE[code])}
          timing="zip"
          error={problem ? t(ZIP_MESSAGE[problem]) : undefined}
          className="outage-lookup__field"
        />
        <button type="submit" className="button button--primary" disabled={result.isFetching}>
          {t('outage.lookup.submit')}
        </button>
      </form>
      <div aria-live="polite" className="outage-lookup__result">
        {zip === null ? null : result.isPending || (result.isFetching && result.isError) ? (
          <Spinner label={t('outage.lookup.checking')} />
        ) : result.isError ? (
          <LoadFailed message={t('outage.lookup.failed')} onRetry={() => void result.refetch()} live="none" />
        ) : (
          <div className="stack">
            <h3>{t('outage.area.title', { zip: result.data.zip })}</h3>
            <Notice tone={AREA_STATUS_TONE[result.data.status]}>
              <p>{t(AREA_STATUS_TEXT[result.data.status], { zip: result.data.zip })}</p>
              <OutageTimes times={result.data} />
            </Notice>
          </div>
        )}
      </div>
    </section>
  );
}
