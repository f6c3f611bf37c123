import '../../support.css';
import '../support-cases.css';
import { useRef, useState, type FormEvent } from 'react';
import type { CreditRequestBody, CreditRequestView, CreditableOutage } from '@coax/contract';
import { formatCents, formatDateTime } from '../../../../i18n/format.ts';
import { fallbackKey, reasonKey } from '../../../../lib/refusal.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { QueryState } from '../../../../ui/query-state.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useSupportT } from '../../i18n/use-support-t.ts';
import { useCreditOverview, useRequestCredit } from '../api/credit.ts';
import { newSendKey } from '../api/email-us.ts';
import { CASE_REFUSALS } from '../components/refusals.ts';
import { TextAreaField } from '../components/text-area-field.tsx';

function Outage({ o, onRequest, busy }: { o: CreditableOutage; onRequest: () => void; busy: boolean }) {
  const { t, locale } = useSupportT();
  return (
    <li className="card stack">
      <p>
        {t('support.credit.outage.period', {
          start: formatDateTime(o.startedAt, locale),
          end: formatDateTime(o.clearedAt, locale),
          hours: o.hours,
        })}
      </p>
      <p>{t('support.credit.outage.amount', { amount: formatCents(o.amountCents, locale) })}</p>
      <p>
        {t(o.byRule ? 'support.credit.outage.byRule' : 'support.credit.outage.review', { hours: o.minHours })}
      </p>
      <div>
        <BusyButton
          type="button"
          busy={busy}
          busyLabel={t('support.credit.requesting')}
          onClick={onRequest}
          data-primary-action
        >
          {t('support.credit.outage.request')}
        </BusyButton>
      </div>
    </li>
  );
}

function Requests({ requests }: { requests: CreditRequestView[] }) {
  const { t, locale } = useSupportT();
  return (
    <section className="stack" aria-labelledby="credit-requests-title">
      <h2 id="credit-requests-title">{t('support.credit.requests.title')}</h2>
      {requests.length === 0 ? (
        <p>{t('support.credit.requests.none')}</p>
      ) : (
        <ul className="support-cases__list stack">
          {requests.map((r) => (
            <li key={r.id} className="card" data-credit-id={r.id}>
              <p>
                <strong>{t(`support.credit.reason.${r.reason}`)}</strong> ({r.id}) ·{' '}
                {formatCents(r.amountCents, locale)} · {t(`support.credit.status.${r.status}`)}
              </p>
              <p>{formatDateTime(r.periodStart, locale)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /support/credit-request (seed 002 §7 creditrequest/creditrequest): a credit for an outage or a missed appointment. */
export default function CreditRequestPage() {
  const { t, locale } = useSupportT();
  const overview = useCreditOverview();
  const request = useRequestCredit();
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const [dayError, setDayError] = useState(false);
  const [done, setDone] = useState<CreditRequestView>();
  const key = useRef<{ body: string; key: string } | null>(null);

  const ask = (body: CreditRequestBody) => {
    if (request.isPending) return;
    const sig = JSON.stringify(body);
    if (key.current?.body !== sig) key.current = { body: sig, key: newSendKey() };
    request.mutate(
      { body, idempotencyKey: key.current.key },
      {
        onSuccess: (r) => {
          key.current = null;
          setDone(r);
          if (r.reason === 'missed-appointment') {
            setDay('');
            setNote('');
          }
        },
      },
    );
  };
  const submitMissed = (e: FormEvent) => {
    e.preventDefault();
    const ok = /^\d{4}-\d{2}-\d{2}$/.test(day);
    setDayError(!ok);
    if (ok) ask({ reason: 'missed-appointment', appointmentDay: day, note: note.trim() });
  };
  const refusal = request.error
    ? (reasonKey(request.error, CASE_REFUSALS) ?? fallbackKey(request.error))
    : null;

  return (
    <div className="support-page support-cases stack">
      <PageTitle title={t('support.credit.title')} />
      <h1>{t('support.credit.title')}</h1>
      <p className="lede">{t('support.credit.intro')}</p>
      {done ? (
        <Notice tone="success" live="polite">
          <p>
            {done.status === 'approved'
              ? t('support.credit.approved', { amount: formatCents(done.amountCents, locale) })
              : t('support.credit.pending')}
          </p>
        </Notice>
      ) : null}
      {refusal ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusal)}</p>
        </Notice>
      ) : null}
      <QueryState
        query={overview}
        loading={t('support.credit.outages.loading')}
        failed={t(reasonKey(overview.error, CASE_REFUSALS) ?? 'support.credit.outages.failed')}
      >
        {(data) => (
          <>
            <section className="stack" aria-labelledby="credit-outages-title">
              <h2 id="credit-outages-title">{t('support.credit.outages.title')}</h2>
              {data.outages.length === 0 ? (
                <p>{t('support.credit.outages.none')}</p>
              ) : (
                <ul className="support-cases__outages stack">
                  {data.outages.map((o) => (
                    <Outage
                      key={o.outageRef}
                      o={o}
                      busy={request.isPending}
                      onRequest={() => ask({ reason: 'outage', outageRef: o.outageRef })}
                    />
                  ))}
                </ul>
              )}
            </section>
            <section className="stack" aria-labelledby="credit-missed-title">
              <h2 id="credit-missed-title">{t('support.credit.missed.title')}</h2>
              <form className="stack support-cases__form" onSubmit={submitMissed} noValidate>
                <TextField
                  id="credit-day"
                  type="date"
                  label={t('support.credit.missed.day')}
                  value={day}
                  error={dayError ? t('support.cases.required') : undefined}
                  onChange={(e) => setDay(e.target.value)}
                />
                <TextAreaField
                  id="credit-note"
                  label={t('support.credit.missed.note')}
                  value={note}
                  maxLength={500}
                  onChange={setNote}
                  rows={3}
                />
                <div>
                  <BusyButton
                    className="button button--secondary"
                    busy={request.isPending}
                    busyLabel={t('support.credit.requesting')}
                  >
                    {t('support.credit.missed.send')}
                  </BusyButton>
                </div>
              </form>
            </section>
            <Requests requests={data.requests} />
          </>
        )}
      </QueryState>
    </div>
  );
}
