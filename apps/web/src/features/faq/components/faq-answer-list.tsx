import type { FaqAnswerSummary } from '@coax/contract';
import { faqAnswerPath } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';

/** Answer titles linking to the answers, each with the start of its text. */
export function FaqAnswerList({
  answers,
  labelledBy,
}: {
  answers: readonly FaqAnswerSummary[];
  labelledBy?: string;
}) {
  return (
    <ol className="result-list" aria-labelledby={labelledBy}>
      {answers.map((a) => (
        <li key={a.id} className="result-list__item">
          <h3 className="result-list__title">
            <LocalLink to={faqAnswerPath(a.id)}>{a.title}</LocalLink>
          </h3>
          <p className="result-list__summary">{a.summary}</p>
        </li>
      ))}
    </ol>
  );
}
