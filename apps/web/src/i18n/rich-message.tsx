import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './en.ts';
import { useT } from './use-t.ts';

/**
 * A message with elements in it (a link inside a sentence). The placeholders stay in the
 * catalogue, so each language keeps its own word order.
 */
export function RichMessage({ id, values }: { id: MessageKey; values: Record<string, ReactNode> }) {
  const { t } = useT();
  const parts = t(id).split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={i}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}
