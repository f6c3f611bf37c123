import type { SupportCase } from '@coax/contract';
import { formatDateTime } from '../../../../i18n/format.ts';
import { QueryState } from '../../../../ui/query-state.tsx';
import { useSupportT } from '../../i18n/use-support-t.ts';
import { useSupportCases } from '../api/email-us.ts';

function CaseItem({ c }: { c: SupportCase }) {
  const { t, locale } = useSupportT();
  return (
    <li className="card stack support-cases__case" data-case-id={c.id}>
      <h3>
        {c.subject} <span className="support-cases__id">({c.id})</span>
      </h3>
      <p>
        {t(`support.cases.service.${c.service}`)} · {t(`support.cases.status.${c.status}`)} ·{' '}
        {t('support.cases.sentOn', { date: formatDateTime(c.createdAt, locale) })}
      </p>
      <p className="support-cases__text">{c.question}</p>
      {c.attachment ? <p>{t('support.cases.attached', { name: c.attachment.fileName })}</p> : null}
      {c.answer ? (
        <div className="support-cases__answer">
          <h4>{t('support.cases.answer')}</h4>
          <p className="support-cases__text">{c.answer}</p>
        </div>
      ) : null}
    </li>
  );
}

/** The subscriber's messages and the agents' answers. */
export function MyCases() {
  const { t } = useSupportT();
  const cases = useSupportCases();
  return (
    <section className="stack" aria-labelledby="my-cases-title">
      <h2 id="my-cases-title">{t('support.cases.mine.title')}</h2>
      <QueryState
        query={cases}
        loading={t('support.cases.mine.loading')}
        failed={t('support.cases.mine.failed')}
        empty={t('support.cases.mine.none')}
        isEmpty={(d) => d.cases.length === 0}
      >
        {(d) => (
          <ul className="support-cases__list stack">
            {d.cases.map((c) => (
              <CaseItem key={c.id} c={c} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
