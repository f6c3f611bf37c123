import type { Reason } from '@coax/contract';
import { isApiError } from '../../../lib/api-client.ts';
import type { IdentityMessageKey } from '../i18n/use-identity-t.ts';

/** The text for each refusal of the account transfer (seed 002 §7 transfer/account, transfer/move). */
export const TRANSFER_REFUSAL: Partial<Record<Reason, IdentityMessageKey>> = {
  'identity.transfer.not-primary': 'identity.transfer.refused.notPrimary',
  'identity.transfer.not-disconnected': 'identity.transfer.refused.notDisconnected',
  'identity.transfer.window-closed': 'identity.transfer.refused.windowClosed',
  'identity.transfer.already-moved': 'identity.transfer.refused.alreadyMoved',
  'identity.transfer.over-limit': 'identity.transfer.refused.overLimit',
  'identity.transfer.unknown-id': 'identity.transfer.refused.unknownId',
  'identity.transfer.primary-taken': 'identity.transfer.refused.primaryTaken',
  'identity.transfer.none-chosen': 'identity.transfer.refused.noneChosen',
};

/** The refusal's message key, when the error is one of the transfer's refusals. */
export function transferRefusalKey(error: unknown): IdentityMessageKey | undefined {
  return isApiError(error) && error.reason ? TRANSFER_REFUSAL[error.reason] : undefined;
}
