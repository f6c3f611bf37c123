import { useQuery } from '@tanstack/react-query';
import { vodRoutes, type VodTitleAnswer } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const vodAssetQueryKey = (assetId: number) => ['vod', 'asset', assetId] as const;

/** Seed 001 §2 /movie/{asset} and /episode/{asset}: the title an HD or SD asset belongs to. */
export function getVodAsset(assetId: number, signal?: AbortSignal): Promise<VodTitleAnswer> {
  return callApi(vodRoutes.vodAsset, { params: { assetId } }, { signal });
}

export function useVodAsset(assetId: number | null) {
  return useQuery({
    queryKey: vodAssetQueryKey(assetId ?? 0),
    queryFn: ({ signal }) => getVodAsset(assetId ?? 0, signal),
    enabled: assetId !== null,
  });
}
