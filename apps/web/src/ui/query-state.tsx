import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed.tsx';
import { LoadingCard } from './loading-card.tsx';
import { Notice } from './notice.tsx';
import type { SkeletonShape } from './skeleton.tsx';

/** The parts of a TanStack Query result that decide what to show. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * One query's states in one place: a loading card while pending, a failure with a retry button,
 * an `empty` message when `isEmpty` says there is nothing, and otherwise the children with the data.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  empty,
  isEmpty,
  lines,
  loadingShape,
  loadingClassName,
  failedLive,
  children,
}: {
  query: QueryLike<T>;
  /** the hidden status line while loading */
  loading: string;
  /** what failed, above the retry button */
  failed: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  lines?: number;
  /** the shape of what is loading (a table, a list...): lines of text by default */
  loadingShape?: SkeletonShape;
  /** the loading box's class: a card by default, '' for none */
  loadingClassName?: string;
  /** how the failure is announced: an alert by default; 'none' where it is one part among others */
  failedLive?: 'assertive' | 'polite' | 'none';
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <LoadingCard
        label={loading}
        {...(lines === undefined ? {} : { lines })}
        {...(loadingShape === undefined ? {} : { shape: loadingShape })}
        {...(loadingClassName === undefined ? {} : { className: loadingClassName })}
      />
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <LoadFailed
        message={failed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        {...(failedLive === undefined ? {} : { live: failedLive })}
      />
    );
  }
  if (empty !== undefined && isEmpty?.(query.data)) {
    return typeof empty === 'string' ? (
      <Notice>
        <p>{empty}</p>
      </Notice>
    ) : (
      <>{empty}</>
    );
  }
  return <>{children(query.data)}</>;
}
