import { lazy, Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PORTAL_COOKIE_NAMES, suppressesTransferPrompt } from '@coax/domain';
import { useCurrentSession } from '../../../../session/current-session.ts';
import { readCookie } from '../../../../lib/cookies.ts';
import { billingAccountsQueryKey, getBillingAccounts } from '../../api/get-billing-accounts.ts';
import { useTransfer } from '../../api/get-transfer.ts';

// The wizard and its messages load only for a subscriber with a pending move.
const TransferArea = lazy(() => import('./transfer-area.tsx'));

/** Closed once in this visit: not opened again on its own until the page is loaded afresh. */
const DISMISSED_KEY = ['transferWizard', 'dismissed'] as const;

function useDismissed(): [boolean, () => void] {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: DISMISSED_KEY,
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return [data, () => queryClient.setQueryData(DISMISSED_KEY, true)];
}

/**
 * Where the move/transfer wizard comes from (seed 002 §4): for a subscriber with bill pay whose
 * account list shows a past account, the pending move is asked for. The wizard opens on its own
 * unless the remind_later cookie is set, maybe-later was chosen today, or it was closed in this
 * visit; once transferred or declined there is no move left to offer. Accounts of types 1 and 3
 * get neither the wizard nor the opt-out link. On /pay-bill the header also keeps a notice with
 * the way in and the opt-out link; on /home only the wizard shows.
 */
export function TransferPrompt({ place }: { place: 'home' | 'payBill' }) {
  const { session } = useCurrentSession();
  const eligible = session?.user?.entitlements.billPay === true;
  const accounts = useQuery({
    queryKey: billingAccountsQueryKey,
    queryFn: ({ signal }) => getBillingAccounts(signal),
    enabled: eligible,
  });
  const list = accounts.data?.accounts ?? [];
  const hasPast = list.some((a) => !a.active);
  const suppressed = list.some((a) => suppressesTransferPrompt(a.accountType));
  const transfer = useTransfer(eligible && hasPast && !suppressed);
  const [dismissed, dismiss] = useDismissed();

  const move = transfer.data?.move;
  if (!eligible || suppressed || !move) return null;
  const autoOpen =
    !dismissed && !move.remindLater && readCookie(PORTAL_COOKIE_NAMES.remindLater) === undefined;
  if (place === 'home' && !autoOpen) return null;
  return (
    <Suspense fallback={null}>
      <TransferArea move={move} place={place} autoOpen={autoOpen} onDismissed={dismiss} />
    </Suspense>
  );
}
