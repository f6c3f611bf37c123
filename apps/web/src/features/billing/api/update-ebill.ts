import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  billingDocumentRoutes,
  type CommunicationUpdateInput,
  type CommunicationUpdateResult,
  type EbillInfo,
} from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { ebillQueryKey } from './get-ebill.ts';

export type UpdateEbillInput = CommunicationUpdateInput;

/** updateprefcom: what the page wants, with what it loaded so the server can spot a stale page. */
export function updateEbill(body: UpdateEbillInput): Promise<CommunicationUpdateResult> {
  return callApi(billingDocumentRoutes.updateEbill, { body });
}

/** The update body for a change from `loaded` to `wanted`. */
export function ebillUpdate(
  loaded: EbillInfo,
  wanted: { email: string; paperBill: boolean; mailNotify: boolean },
): UpdateEbillInput {
  return {
    email: wanted.email.trim(),
    paperBillInd: wanted.paperBill,
    mailNotifyInd: wanted.mailNotify,
    origEmail: loaded.email ?? '',
    origPaperBillInd: loaded.paperBill,
    origMailNotifyInd: loaded.mailNotify,
  };
}

export function useUpdateEbill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEbill,
    onSuccess: (result) => {
      queryClient.setQueryData(ebillQueryKey, result.ebill);
      // Every billing change refreshes the summary, methods and activity together.
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
