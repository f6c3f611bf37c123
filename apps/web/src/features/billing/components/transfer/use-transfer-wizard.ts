import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PendingMove } from '@coax/contract';
import {
  draftFromEnrolment,
  initialTransferState,
  PORTAL_COOKIE_NAMES,
  transferReducer,
  type TransferEffect,
  type TransferEvent,
  type TransferSetup,
  type TransferState,
} from '@coax/domain';
import { writeCookie } from '../../../../lib/cookies.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { useSubmitTransfer } from '../../api/submit-transfer.ts';

/** The old account's entry of the offer (isFrom), and the new one's. */
export function accountsOf(move: PendingMove) {
  const from = move.ebillInformationOutputs.find((e) => e.isFrom);
  const to = move.ebillInformationOutputs.find((e) => !e.isFrom);
  return { from, to };
}

/**
 * What the wizard starts from. Methods declined earlier (pmOptOut 0) are listed but cannot be
 * chosen; autopay declined earlier (apOptOut 0) is not offered.
 */
export function setupOf(move: PendingMove): TransferSetup {
  const { from } = accountsOf(move);
  const methods = (from?.paymentMethods ?? []).map((m) => ({
    name: m.payMethodName,
    selectable: move.pmOptOut === 1 && !m.expired,
  }));
  const autopay =
    from && move.apOptOut === 1 && from.hasAutoPay && from.autoPayMethodName
      ? draftFromEnrolment({
          payMethodName: from.autoPayMethodName,
          payDaysInAdvance: from.payDaysInAdvance,
          payDayOfMonth: from.payDayOfMonth,
          capAmount: from.capAmount,
          fixAmount: from.fixAmount,
          email: move.email,
        })
      : null;
  return {
    daysLeft: move.daysLeft,
    methods,
    autopay,
    email: move.email,
    hasPreferences: from?.hasPreferences ?? false,
  };
}

/**
 * Runs the domain's transfer machine: each event goes through the pure reducer, and the effects
 * it returns are carried out here (the request, the remind-later cookie, the refresh).
 */
export function useTransferWizard(move: PendingMove, startAt: 'Initial' | 'OptOut', onClosed: () => void) {
  const [state, setState] = useState<TransferState>(() => {
    const first = initialTransferState(setupOf(move));
    return startAt === 'OptOut' ? transferReducer(first, { type: 'OPT_OUT' }).state : first;
  });
  const stateRef = useRef(state);
  const keyRef = useRef<string | null>(null);
  const submit = useSubmitTransfer();
  const queryClient = useQueryClient();
  const runRef = useRef<(effect: TransferEffect) => void>(() => undefined);

  const dispatch = useCallback((event: TransferEvent) => {
    const next = transferReducer(stateRef.current, event);
    stateRef.current = next.state;
    setState(next.state);
    for (const effect of next.effects) runRef.current(effect);
  }, []);

  runRef.current = (effect: TransferEffect) => {
    switch (effect.type) {
      case 'submit': {
        // A retry sends the same request with the same key, so the server copies once.
        const key = effect.attempt === 'retry' && keyRef.current ? keyRef.current : newIdempotencyKey();
        if (effect.request.action === 'transfer') keyRef.current = key;
        submit.mutate(
          { body: effect.request, idempotencyKey: key },
          {
            onSuccess: (r) =>
              dispatch({
                type: 'SUBMIT_SUCCEEDED',
                response: {
                  statusCode: r.responseInfo.statusCode,
                  ancillaryStatusCode: r.responseInfo.ancillaryStatusCode,
                  currMonAutoPayDate: r.currMonAutoPayDate,
                },
              }),
            onError: () => dispatch({ type: 'SUBMIT_FAILED' }),
          },
        );
        return;
      }
      case 'setRemindLaterCookie':
        writeCookie(PORTAL_COOKIE_NAMES.remindLater, '1', effect.maxAgeSeconds);
        return;
      case 'refresh':
        void queryClient.invalidateQueries({ queryKey: ['billing'] });
        return;
      case 'log':
        // Seed 002 §8: opt-out success and failure are only logged, never shown. The server's
        // audit log keeps every opt-out it receives (billing.transfer.declined).
        return;
    }
  };

  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;
  useEffect(() => {
    if (!state.open) closedRef.current();
  }, [state.open]);

  return { state, dispatch };
}
