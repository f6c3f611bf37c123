import type { ReactNode } from 'react';
import { Notice } from '../../../ui/notice.tsx';
import { QueryState, type QueryLike } from '../../../ui/query-state.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { isNoInternet } from './refusal.ts';

/**
 * One of the network's reads: loading, the no-internet refusal in words, a failure with a retry,
 * an optional empty state, and otherwise the content.
 */
export function NetworkQuery<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T> & { error: unknown };
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useNetworkT();
  if (query.isError && isNoInternet(query.error)) {
    return (
      <Notice tone="error">
        <p>{t('network.noInternet')}</p>
      </Notice>
    );
  }
  return (
    <QueryState
      query={query}
      loading={t('network.loading')}
      failed={t('network.loadFailed')}
      {...(empty === undefined ? {} : { empty })}
      {...(isEmpty === undefined ? {} : { isEmpty })}
    >
      {children}
    </QueryState>
  );
}
