import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkZipLive, checkZipStrict, validationMessageDelayMs, type ZipErrorCode } from '@coax/domain';
import type { MessageKey } from '../../../i18n/en.ts';
import { useT } from '../../../i18n/use-t.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useAreaOutage } from '../api/get-area-outage.ts';
import { AREA_STATUS_TEXT, AREA_STATUS_TONE } from '../status-text.ts';
import { OutageTimes } from './outage-times.tsx';

const ZIP_MESSAGE: Record<ZipErrorCode, MessageKey> = {
  numbersOnly: 'outage.zip.numbersOnly',
  limit: 'outage.zip.limit',
  invalid: 'outage.zip.invalid',
};

/**
 * The anonymous outage lookup (seed 000 §2 #/UnauthenticatedUserOutage): a ZIP code checked live
 * as it is typed (seed 000 §5: digits only, at most 5, the hint after 500 ms) and strictly on submit.
 */
export function ZipLookup() {
  const { t } = useT();
  const fieldId = useId();
  const [value, setValue] = useState('');
  // A hint belongs to the value it was found in, so typing on hides it until the next pause.
  const [liveProblem, setLiveProblem] = useState<{ value: string; code: ZipErrorCode } | null>(null);
  const [submitProblem, setSubmitProblem] = useState<{ value: string; code: ZipErrorCode } | null>(null);
  const [zip, setZip] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const result = useAreaOutage(zip);

  useEffect(() => {
    const check = checkZipLive(value);
    if (check.ok) return;
    const timer = setTimeout(
      () => setLiveProblem({ value, code: check.code }),
      validationMessageDelayMs('zip'),
    );
    return () => clearTimeout(timer);
  }, [value]);

  const problem =
    (submitProblem?.value === value ? submitProblem.code : null) ??
    (liveProblem?.value === value ? liveProblem.code : null);

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
        <TextField
          ref={inputRef}
          id={fieldId}
          name="zip"
          label={t('outage.lookup.zip')}
          hint={t('outage.lookup.zipHint')}
          inputMode="numeric"
          autoComplete="postal-code"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
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
          <Notice tone="error">
            <p>{t('outage.lookup.failed')}</p>
            <button type="button" className="button" onClick={() => void result.refetch()}>
              {t('common.retry')}
            </button>
          </Notice>
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
