import { identityRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Whether a well-formed id is free (seed 000 §5 "not available" / "available"). */
export function checkIdAvailable(id: string, signal?: AbortSignal) {
  return callApi(identityRoutes.householdIdAvailable, { query: { candidate: id } }, { signal });
}
