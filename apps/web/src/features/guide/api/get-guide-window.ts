import { useQueries } from '@tanstack/react-query';
import { guideRoutes, type GuideWindow } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Channels per window request: a screenful and a half, so scrolling asks rarely. */
export const GUIDE_CHUNK = 25;

export interface GuideWindowKey {
  start: number;
  hours: number;
  hdOnly: boolean;
}

export const guideWindowQueryKey = (key: GuideWindowKey, chunk: number) =>
  ['tv', 'guide', 'window', key.start, key.hours, key.hdOnly, chunk] as const;

/** GET /api/guide/window: channels [chunk * GUIDE_CHUNK, +GUIDE_CHUNK) with their airings in the window. */
export function getGuideWindow(
  key: GuideWindowKey,
  chunk: number,
  signal?: AbortSignal,
): Promise<GuideWindow> {
  return callApi(
    guideRoutes.guideWindow,
    {
      query: {
        start: key.start,
        hours: key.hours,
        offset: chunk * GUIDE_CHUNK,
        count: GUIDE_CHUNK,
        ...(key.hdOnly ? { hd: true } : {}),
      },
    },
    { signal },
  );
}

/** The chunks of channels the visible rows need; each is cached on its own as the list scrolls. */
export function useGuideWindowChunks(key: GuideWindowKey, chunks: readonly number[]) {
  return useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: guideWindowQueryKey(key, chunk),
      queryFn: ({ signal }: { signal: AbortSignal }) => getGuideWindow(key, chunk, signal),
      staleTime: 60_000,
    })),
  });
}
