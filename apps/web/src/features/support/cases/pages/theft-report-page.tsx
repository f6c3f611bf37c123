import '../../support.css';
import '../support-cases.css';
import { useRef, useState, type FormEvent } from 'react';
import type { GeoPoint, TheftSuspectInfo } from '@coax/contract';
import {
  THEFT_STATE_PATTERN,
  THEFT_SUSPECT_FIELDS,
  hasOnlyAllowedCharacters,
  type TheftSuspectField,
} from '@coax/domain';
import { reasonKey } from '../../../../lib/refusal.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';
import { ErrorSummary } from '../../../../ui/error-summary.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useSupportT, type SupportKey } from '../../i18n/use-support-t.ts';
import { newSendKey } from '../api/email-us.ts';
import { useGeolocate, useSendTheftReport } from '../api/theft.ts';
import { CASE_REFUSALS } from '../components/refusals.ts';
import { PointMap } from '../components/point-map.tsx';
import { TextAreaField } from '../components/text-area-field.tsx';

const FIELDS = Object.keys(THEFT_SUSPECT_FIELDS) as TheftSuspectField[];
const EMPTY: TheftSuspectInfo = {
  FirstName: '',
  LastName: '',
  AddressLine1: '',
  AddressLine2: '',
  City: '',
  State: '',
  Description: '',
};

function problemsOf(s: TheftSuspectInfo): Partial<Record<TheftSuspectField, SupportKey>> {
  const out: Partial<Record<TheftSuspectField, SupportKey>> = {};
  for (const f of FIELDS) {
    const v = s[f].trim();
    if (f === 'State') {
      if (!THEFT_STATE_PATTERN.test(v.toUpperCase())) out[f] = 'support.theft.state';
    } else if (THEFT_SUSPECT_FIELDS[f].required && !v) out[f] = 'support.cases.required';
    else if (!hasOnlyAllowedCharacters(v)) out[f] = 'support.theft.special';
  }
  return out;
}

/** /support/theft-report (seed 002 §3 Theft report suspect, §7 POST theft/, GET geolocate map). */
export default function TheftReportPage() {
  const { t } = useSupportT();
  const [s, setS] = useState<TheftSuspectInfo>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TheftSuspectField, SupportKey>>>({});
  const [sent, setSent] = useState<{ id: string; point: GeoPoint | null }>();
  const key = useRef<string | null>(null);
  const send = useSendTheftReport();
  const locate = useGeolocate();
  const set = (f: TheftSuspectField, v: string) => {
    key.current = null;
    setS((d) => ({ ...d, [f]: v }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const found = problemsOf(s);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    key.current ??= newSendKey();
    send.mutate(
      { body: { ...s, State: s.State.trim().toUpperCase() }, idempotencyKey: key.current },
      {
        onSuccess: (r) => {
          key.current = null;
          setSent({ id: r.reportId, point: r.point });
          setS(EMPTY);
        },
      },
    );
  };
  const showOnMap = () => {
    const found = problemsOf(s);
    const place = {
      ...(found.City ? { City: found.City } : {}),
      ...(found.State ? { State: found.State } : {}),
    };
    setErrors(place);
    if (Object.keys(place).length > 0) return;
    locate.mutate({ city: s.City.trim(), state: s.State.trim().toUpperCase() });
  };

  // Seed 002 §8: any failure of the report or its map reads 'Service not available at this time.'
  const failed = (err: unknown): SupportKey => reasonKey(err, CASE_REFUSALS) ?? 'support.theft.unavailable';
  const field = (f: TheftSuspectField) => (
    <TextField
      key={f}
      id={`theft-${f}`}
      label={t(`support.theft.field.${f}`)}
      value={s[f]}
      maxLength={THEFT_SUSPECT_FIELDS[f].max}
      error={errors[f] ? t(errors[f]) : undefined}
      onChange={(e) => set(f, e.target.value)}
    />
  );
  return (
    <div className="support-page support-cases stack">
      <PageTitle title={t('support.theft.title')} />
      <h1>{t('support.theft.title')}</h1>
      <p className="lede">{t('support.theft.intro')}</p>
      {sent ? (
        <Notice tone="success" live="polite">
          <p>{t('support.theft.sent', { id: sent.id })}</p>
        </Notice>
      ) : null}
      <ErrorSummary
        title={t('support.cases.errorsTitle')}
        items={Object.entries(errors).map(([f, k]) => ({
          message: `${t(`support.theft.field.${f as TheftSuspectField}`)}: ${t(k)}`,
          fieldId: `theft-${f}`,
        }))}
      />
      {send.error ? (
        <Notice tone="error" live="assertive">
          <p>{t(failed(send.error))}</p>
        </Notice>
      ) : null}
      <form className="stack support-cases__form" onSubmit={submit} noValidate>
        <fieldset className="stack support-cases__fieldset">
          <legend>{t('support.theft.suspect')}</legend>
          <p className="field__hint">{t('support.theft.specialHint')}</p>
          <div className="support-cases__grid">
            {field('FirstName')}
            {field('LastName')}
            {field('AddressLine1')}
            {field('AddressLine2')}
            {field('City')}
            {field('State')}
          </div>
          <div>
            <BusyButton
              type="button"
              className="button button--secondary"
              busy={locate.isPending}
              busyLabel={t('support.theft.locating')}
              onClick={showOnMap}
            >
              {t('support.theft.locate')}
            </BusyButton>
          </div>
          {locate.error ? (
            <Notice tone="error" live="assertive">
              <p>{t('support.theft.unavailable')}</p>
            </Notice>
          ) : null}
          {locate.data ? <PointMap point={locate.data} /> : null}
          <TextAreaField
            id="theft-Description"
            label={t('support.theft.field.Description')}
            value={s.Description}
            maxLength={THEFT_SUSPECT_FIELDS.Description.max}
            error={errors.Description ? t(errors.Description) : undefined}
            onChange={(v) => set('Description', v)}
          />
        </fieldset>
        <div>
          <BusyButton busy={send.isPending} busyLabel={t('support.theft.sending')} data-primary-action>
            {t('support.theft.send')}
          </BusyButton>
        </div>
      </form>
    </div>
  );
}
