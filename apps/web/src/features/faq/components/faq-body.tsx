import type { ReactNode } from 'react';
import { splitLinks } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';

/** One line of an answer: text with its in-app links (the only links an answer may hold). */
function Line({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        'path' in part ? (
          <LocalLink key={i} to={part.path}>
            {part.text}
          </LocalLink>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * An FAQ answer body: paragraphs split by a blank line, a paragraph of "- " lines is a list.
 * Plain text throughout: nothing in an answer is ever parsed as HTML.
 */
export function FaqBody({ body }: { body: string }) {
  const blocks: ReactNode[] = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block, i) => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) {
        return (
          <ul key={i}>
            {lines.map((l, j) => (
              <li key={j}>
                <Line text={l.slice(2)} />
              </li>
            ))}
          </ul>
        );
      }
      return (
        <p key={i}>
          <Line text={lines.join(' ')} />
        </p>
      );
    });
  return <div className="faq-body">{blocks}</div>;
}
