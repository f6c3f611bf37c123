import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { networkQueryKey } from './overview.ts';

const premiumKey = [...networkQueryKey, 'premium'] as const;
const privacyKey = [...networkQueryKey, 'privacy'] as const;
const spamKey = [...networkQueryKey, 'spam-filter'] as const;

/** premiumtier: webhosting, ddns and per-device ports. */
export const usePremiumTier = () =>
  useQuery({
    queryKey: premiumKey,
    queryFn: ({ signal }) => callApi(networkRoutes.premiumTier, undefined, { signal }),
  });

export function useSetPremiumTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { webhosting: boolean; ddns: boolean }) =>
      callApi(networkRoutes.premiumTierSet, { body }),
    onSuccess: (data) => queryClient.setQueryData(premiumKey, data),
  });
}

export function useSetPremiumDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { macAddress: string; port25: boolean; port80: boolean }) =>
      callApi(networkRoutes.premiumDeviceSet, { body }),
    onSuccess: (data) => queryClient.setQueryData(premiumKey, data),
  });
}

/** privacy/settings: recommendations and promotions. */
export const usePrivacySettings = () =>
  useQuery({
    queryKey: privacyKey,
    queryFn: ({ signal }) => callApi(networkRoutes.privacySettings, undefined, { signal }),
  });

export function useSetPrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { recommendations: boolean; promotions: boolean }) =>
      callApi(networkRoutes.privacySettingsSet, { body }),
    onSuccess: (data) => queryClient.setQueryData(privacyKey, data),
  });
}

/** spamscrub: offered with the e-mail service and an active mailbox (seed 002 §6). */
export const useSpamFilter = () =>
  useQuery({
    queryKey: spamKey,
    queryFn: ({ signal }) => callApi(networkRoutes.spamFilter, undefined, { signal }),
  });

export function useSetSpamFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callApi(networkRoutes.spamFilterSet, { body: { enabled } }),
    onSuccess: (data) => queryClient.setQueryData(spamKey, data),
  });
}
