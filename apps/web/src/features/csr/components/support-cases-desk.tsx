import './support-cases-desk.css';
import { useState, type FormEvent } from 'react';
import type { DeskCreditRequest, DeskSupportCase } from '@coax/contract';
import { formatCents, formatDateTime } from '../../../i18n/format.ts';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useAnswerCase, useDecideCredit, useDeskCases, useDeskCredits } from '../api/support-desk.ts';
import { useCsrT } from '../i18n/use-csr-t.ts';

type CsrKey = Parameters<ReturnType<typeof useCsrT>['t']>[0];
const REFUSALS: ReasonKeys<CsrKey> = {
  'support.case.answered': 'csr.cases.alreadyAnswered',
  'support.credit.decided': 'csr.credits.decided',
};
const refusalOf = (e: unknown): CsrKey => reasonKey(e, REFUSALS) ?? fallbackKey(e);

function CaseCard({ c }: { c: DeskSupportCase }) {
  const { t, locale } = useCsrT();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useAnswerCase();
  const id = `desk-answer-${c.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    setMissing(!answer.trim());
    if (answer.trim()) send.mutate({ caseId: c.id, answer: answer.trim() });
  };
  return (
    <li className="card stack" data-case-id={c.id}>
      <h3>
        {c.subject} ({c.id})
      </h3>
      <p>
        {t('csr.cases.from', { name: c.name, user: c.userId, email: c.email })} ·{' '}
        {formatDateTime(c.createdAt, locale)}
      </p>
      <p className="support-desk__text">{c.question}</p>
      {c.attachment ? (
        <p>
          {t('csr.cases.attachment', {
            name: c.attachment.fileName,
            type: c.attachment.type,
            size: c.attachment.bytes,
          })}
        </p>
      ) : null}
      {c.status === 'answered' ? (
        <>
          <p>{t('csr.cases.answered', { agent: c.answeredBy ?? '' })}</p>
          <p className="support-desk__text">{c.answer}</p>
        </>
      ) : (
        <form className="stack" onSubmit={submit} noValidate>
          <div className={`field${missing ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={id}>
              {t('csr.cases.answerLabel', { id: c.id })}
            </label>
            {missing ? (
              <p className="field__error" id={`${id}-error`}>
                {t('csr.cases.required')}
              </p>
            ) : null}
            <textarea
              id={id}
              className="field__input"
              rows={3}
              value={answer}
              maxLength={2000}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${id}-error` : undefined}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </div>
          {send.error ? (
            <Notice tone="error" live="assertive">
              <p>{t(refusalOf(send.error))}</p>
            </Notice>
          ) : null}
          <div>
            <BusyButton busy={send.isPending} busyLabel={t('csr.cases.sending')}>
              {t('csr.cases.send')}
            </BusyButton>
          </div>
        </form>
      )}
    </li>
  );
}

function CreditRow({ r }: { r: DeskCreditRequest }) {
  const { t, locale } = useCsrT();
  const decide = useDecideCredit();
  const line = t('csr.credits.line', {
    id: r.id,
    reason: t(r.reason === 'outage' ? 'csr.credits.outage' : 'csr.credits.missed'),
    user: r.userId,
    account: r.accountNumber,
    amount: formatCents(r.amountCents, locale),
  });
  const status =
    r.status === 'pending'
      ? null
      : r.byRule
        ? t('csr.credits.byRule')
        : t(r.status === 'approved' ? 'csr.credits.approved' : 'csr.credits.declined');
  return (
    <li className="card stack" data-credit-id={r.id}>
      <p>{line}</p>
      {r.note ? <p className="support-desk__text">{r.note}</p> : null}
      {status ? (
        <p>{status}</p>
      ) : (
        <div className="button-row">
          <BusyButton
            type="button"
            busy={decide.isPending && decide.variables.decision === 'approve'}
            onClick={() => decide.mutate({ requestId: r.id, decision: 'approve' })}
          >
            {t('csr.credits.approve', { id: r.id })}
          </BusyButton>
          <BusyButton
            type="button"
            className="button button--secondary"
            busy={decide.isPending && decide.variables.decision === 'decline'}
            onClick={() => decide.mutate({ requestId: r.id, decision: 'decline' })}
          >
            {t('csr.credits.decline', { id: r.id })}
          </BusyButton>
        </div>
      )}
      {decide.error ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusalOf(decide.error))}</p>
        </Notice>
      ) : null}
    </li>
  );
}

/** The desk's support queues: email-us messages to answer and credit requests to decide. */
export function SupportCasesDesk() {
  const { t } = useCsrT();
  const cases = useDeskCases();
  const credits = useDeskCredits();
  return (
    <>
      <section className="card stack" aria-labelledby="desk-cases-title">
        <h2 id="desk-cases-title">{t('csr.cases.title')}</h2>
        <QueryState
          query={cases}
          loading={t('csr.cases.loading')}
          failed={t('csr.cases.failed')}
          empty={t('csr.cases.none')}
          isEmpty={(d) => d.cases.length === 0}
        >
          {(d) => (
            <ul className="support-desk__list stack">
              {d.cases.map((c) => (
                <CaseCard key={c.id} c={c} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className="card stack" aria-labelledby="desk-credits-title">
        <h2 id="desk-credits-title">{t('csr.credits.title')}</h2>
        <QueryState
          query={credits}
          loading={t('csr.credits.loading')}
          failed={t('csr.credits.failed')}
          empty={t('csr.credits.none')}
          isEmpty={(d) => d.requests.length === 0}
        >
          {(d) => (
            <ul className="support-desk__list stack">
              {d.requests.map((r) => (
                <CreditRow key={r.id} r={r} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
