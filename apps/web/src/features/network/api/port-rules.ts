import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkRoutes, type NetworkPortRule } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { networkQueryKey } from './overview.ts';

const rulesKey = [...networkQueryKey, 'port-forwarding'] as const;

/** router port forwarding: the rules. */
export function usePortRules() {
  return useQuery({
    queryKey: rulesKey,
    queryFn: ({ signal }) => callApi(networkRoutes.networkPortRules, undefined, { signal }),
  });
}

function useRulesChange<I>(call: (input: I) => ReturnType<typeof addPortRule>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (rules) => {
      queryClient.setQueryData(rulesKey, rules);
      void queryClient.invalidateQueries({ queryKey: [...networkQueryKey, 'overview'] });
    },
  });
}

export function addPortRule(body: Omit<NetworkPortRule, 'id'>) {
  return callApi(networkRoutes.networkPortRuleAdd, { body });
}

export const useAddPortRule = () => useRulesChange(addPortRule);
export const useDeletePortRule = () =>
  useRulesChange((ruleId: string) => callApi(networkRoutes.networkPortRuleDelete, { params: { ruleId } }));
