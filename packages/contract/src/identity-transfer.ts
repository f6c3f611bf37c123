import { z } from 'zod';
import { ID_TRANSFER_SUCCESS_CODE } from '@coax/domain';
import { defineRoute } from './route.ts';

// Account transfer of user ids (issue 15 item 4; seed 002 §3 Transfer account, §7 transfer/account,
// transfer/move, disco-check). The entity's optimumIdLimit is the server's to apply and is not sent.

/** The services of an account (seed 000 §3 packages), the new account's service level. */
export const SERVICE_LEVEL_PACKAGES = ['internet', 'tv', 'phone'] as const;

const transferId = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_primary: z.boolean(),
  })
  .meta({ id: 'TransferAccountId' });
export type TransferAccountId = z.infer<typeof transferId>;

export const discoCheck = z
  .object({
    /** seed 002 §3 session flags: the signed-in id's account is disconnected */
    disconnected: z.boolean(),
    /** the ids may be transferred now (a primary, the account moved, within its 90 days) */
    transferAvailable: z.boolean(),
    /** days the past account stays available, while it is one */
    daysLeft: z.number().int().nullable(),
  })
  .meta({ id: 'DiscoCheck' });
export type DiscoCheckResult = z.infer<typeof discoCheck>;

/** Seed 002 §3 Transfer account, without optimumIdLimit (§9: "the value is not shown"). */
export const transferAccount = z
  .object({
    /** the new account, where the ids go */
    account_number: z.string(),
    /** the past account they belong to now */
    currentAccountNumber: z.string(),
    currentAccountOptimumIds: z.array(transferId),
    newAccountOptimumIds: z.array(transferId),
    newAccountServiceLevel: z.array(z.enum(SERVICE_LEVEL_PACKAGES)),
    daysLeft: z.number().int().min(0),
  })
  .meta({ id: 'TransferAccount' });
export type TransferAccount = z.infer<typeof transferAccount>;

export const transferMoveBody = z.strictObject({
  /** the secondary ids to move with the primary, who always moves */
  ids: z.array(z.string().min(1).max(64)).max(20),
});
export type TransferMoveBody = z.infer<typeof transferMoveBody>;

export const transferMoveResult = z
  .object({
    /** seed 002 §4 Response type: 00000 is success */
    status: z.literal(ID_TRANSFER_SUCCESS_CODE),
    message: z.string(),
    account_number: z.string(),
    movedIds: z.array(z.string()),
  })
  .meta({ id: 'TransferMoveResult' });
export type TransferMoveResult = z.infer<typeof transferMoveResult>;

export const identityTransferRoutes = {
  identityDiscoCheck: defineRoute({
    method: 'GET',
    path: '/api/identity/transfer/disco-check',
    summary: "Whether the signed-in id's account is disconnected and its ids may move (disco-check)",
    area: 'identity',
    access: 'user',
    response: discoCheck,
  }),
  identityTransferAccount: defineRoute({
    method: 'GET',
    path: '/api/identity/transfer/account',
    summary: "The past account's ids, the new account's ids and its service level (transfer/account)",
    area: 'identity',
    access: 'user',
    response: transferAccount,
  }),
  identityTransferMove: defineRoute({
    method: 'POST',
    path: '/api/identity/transfer/move',
    summary: 'Move the primary and the chosen ids to the new account, within its id limit (transfer/move)',
    area: 'identity',
    access: 'user',
    idempotent: true,
    body: transferMoveBody,
    response: transferMoveResult,
  }),
};
