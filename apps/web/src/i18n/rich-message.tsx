import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './en.ts';
import { useT } from './use-t.ts';

/**
 * A message with elements in it (a link inside a sentence). The placeholders stay in the
 * catalogue, so each language keeps its own word order.
 */
export function RichMessage({ id, values }: { id: MessageKey; values: Record<string, ReactNode> }) {
  const { t } = useT();
  return <RichText text={t(id)} values={values} />;
}

/** The same for a message already read from an area's catalogue (`t(key)` left unfilled). */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
