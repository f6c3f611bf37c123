import { z } from 'zod';
import {
  MAILBOX_STATUSES,
  RECOVERY_SEND_METHODS,
  RECOVERY_METHODS,
  RecoveryMessages,
  checkNameStrict,
  validatePassword,
  type NameField,
} from '@coax/domain';
import { identityTransferRoutes } from './identity-transfer.ts';
import { defineRoute } from './route.ts';
import { identityProfileRoutes } from './identity-profile.ts';

// The identity area (issue 15): household ids (seed 002 §3 Optimum ID user, §6 primary and
// secondary; seed 000 §3 Id list and opt-in, §5 user id and name rules) and password and id
// recovery (seed 002 §4 recovery steps, §5, §6 X-OOL-Token, §8 Recovery codes).

/** A user id as typed: its rules (seed 000 §5) name the brand, so the server checks them. */
const userIdInput = z.string().max(64, 'The id is too long.');

const nameOf = (field: NameField) =>
  z
    .string()
    .max(64, 'The name is too long.')
    .transform((s) => s.trim())
    .superRefine((value, ctx) => {
      const check = checkNameStrict(value, field);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
    });

/** A new password, with seed 000 §5's rules, as change password checks it. */
const newPassword = z
  .string()
  .max(128, 'The password is too long.')
  .superRefine((value, ctx) => {
    const check = validatePassword(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });

export const secondaryPermissions = z.strictObject({
  billPay: z.boolean(),
  parentalControls: z.boolean(),
  voice: z.boolean(),
  dvr: z.boolean(),
});
export type SecondaryPermissionsBody = z.infer<typeof secondaryPermissions>;

/** Seed 002 §3 Optimum ID user, with seed 000 §7's opt-in and the 'DVR blocked' flag of §6. */
export const householdId = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_primary: z.boolean(),
    is_billpay_secondary: z.boolean(),
    is_parental_controls_secondary: z.boolean(),
    is_optimum_voice_secondary: z.boolean(),
    is_ovp: z.boolean(),
    is_cso: z.boolean(),
    is_oac: z.boolean(),
    is_oacadm: z.boolean(),
    emailEnabled: z.boolean(),
    optedInOptimumEmail: z.boolean(),
    dvrBlocked: z.boolean(),
    /** the id's mailbox status (p.mus), null when it has none */
    mailbox: z.enum(MAILBOX_STATUSES).nullable(),
  })
  .meta({ id: 'HouseholdId' });
export type HouseholdId = z.infer<typeof householdId>;

export const HOUSEHOLD_PACKAGES = ['internet', 'tv', 'phone'] as const;

export const householdIdList = z
  .object({
    ids: z.array(householdId),
    /** seed 000 §3 allowedRemaining: how many more ids may be created */
    allowed_remaining: z.number().int().min(0),
    /** the account's services, which decide which permissions mean anything */
    packages: z.array(z.enum(HOUSEHOLD_PACKAGES)),
  })
  .meta({ id: 'HouseholdIdList' });
export type HouseholdIdList = z.infer<typeof householdIdList>;

export const createHouseholdIdBody = z.strictObject({
  id: userIdInput,
  firstName: nameOf('firstName'),
  lastName: nameOf('lastName'),
  password: newPassword,
  permissions: secondaryPermissions,
});
export type CreateHouseholdIdBody = z.input<typeof createHouseholdIdBody>;

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The recovery token travels in the X-OOL-Token header (seed 002 §6) or, for forms, here. */
const tokenField = { token: z.string().max(128).optional() };

export const recoveryOptionsBody = z.strictObject({
  id: z.string().max(128, 'The id is too long.').min(1, 'Enter your id.'),
});
export const recoveryOptions = z
  .object({
    token: z.string(),
    /** the ways on offer; the same for every id, so the answer tells nothing about the id */
    methods: z.array(z.enum(RECOVERY_METHODS)),
    expiresAt: z.string(),
  })
  .meta({ id: 'RecoveryOptions' });
export type RecoveryOptions = z.infer<typeof recoveryOptions>;

export const sendTemporaryPasswordBody = z.strictObject({
  ...tokenField,
  method: z.enum(RECOVERY_SEND_METHODS, { error: RecoveryMessages.methodRequired }),
});
export const recoveryVerified = z
  .object({ token: z.string(), expiresAt: z.string() })
  .meta({ id: 'RecoveryVerified' });

export const recoveryRoutes = {
  recoveryOptions: defineRoute({
    method: 'POST',
    path: '/api/identity/recovery/options',
    summary: 'Start recovering a password: the ways on offer and a token (password_reset/recovery_options)',
    area: 'identity',
    access: 'public',
    body: recoveryOptionsBody,
    response: recoveryOptions,
  }),
  recoverySendTemporaryPassword: defineRoute({
    method: 'POST',
    path: '/api/identity/recovery/temporary-password',
    summary: 'Send a temporary password by e-mail or text (send_temporary_pass); token and method required',
    area: 'identity',
    access: 'public',
    body: sendTemporaryPasswordBody,
    response: z.object({ sent: z.literal(true) }),
  }),
  recoveryVerifyTemporaryPassword: defineRoute({
    method: 'POST',
    path: '/api/identity/recovery/verify-temporary-password',
    summary: 'Check the temporary password; answers a new token (verifytemporarypassword)',
    area: 'identity',
    access: 'public',
    body: z.strictObject({ ...tokenField, temporaryPassword: z.string().min(1).max(64) }),
    response: recoveryVerified,
  }),
  recoveryVerifyAccountNumber: defineRoute({
    method: 'POST',
    path: '/api/identity/recovery/verify-account-number',
    summary:
      'Check the account number (5-6-2, or 5-6-2-1 with its check digit); answers a new token (verifyaccountnumber)',
    area: 'identity',
    access: 'public',
    body: z.strictObject({ ...tokenField, accountNumber: z.string().min(1).max(32) }),
    response: recoveryVerified,
  }),
  recoveryNewPassword: defineRoute({
    method: 'POST',
    path: '/api/identity/recovery/password',
    summary: 'Set the new password with a verified token; every session of the id ends (password)',
    area: 'identity',
    access: 'public',
    body: z.strictObject({ ...tokenField, newPassword }),
    response: z.object({ ok: z.literal(true) }),
  }),
  recoveryForgotId: defineRoute({
    method: 'POST',
    path: '/api/identity/recovery/id',
    summary: 'Send the ids kept under an e-mail address or phone number to it (recoverid)',
    area: 'identity',
    access: 'public',
    body: z.strictObject({ contact: z.string().trim().min(1).max(128) }),
    response: z.object({ sent: z.literal(true) }),
  }),
};

export const identityRoutes = {
  householdIds: defineRoute({
    method: 'GET',
    path: '/api/identity/ids',
    summary: "The account's user ids with their flags, and how many more may be created (optimumid list)",
    area: 'identity',
    access: 'user',
    response: householdIdList,
  }),
  householdIdAvailable: defineRoute({
    method: 'GET',
    path: '/api/identity/ids/availability',
    summary: 'Whether a user id may be created: its rules, then whether it is free',
    area: 'identity',
    access: 'user',
    // A proposed new id, not anyone's: named `candidate`, and not echoed back.
    query: z.object({ candidate: userIdInput }),
    response: z.object({ available: z.boolean() }),
  }),
  householdIdCreate: defineRoute({
    method: 'POST',
    path: '/api/identity/ids',
    summary: 'Create a secondary user id on the account (primary only)',
    area: 'identity',
    access: 'user',
    body: createHouseholdIdBody,
    response: householdId,
    status: 201,
  }),
  householdIdPermissions: defineRoute({
    method: 'PUT',
    path: '/api/identity/ids/:id/permissions',
    summary: "Set a secondary id's permissions; they apply from its next request (entitlements)",
    area: 'identity',
    access: 'user',
    params: idParams,
    body: secondaryPermissions,
    response: householdId,
  }),
  householdIdEmailOptIn: defineRoute({
    method: 'PUT',
    path: '/api/identity/ids/:id/email-opt-in',
    summary: "Set an id's e-mail opt-in (optedInOptimumEmail)",
    area: 'identity',
    access: 'user',
    params: idParams,
    body: z.strictObject({ optedInOptimumEmail: z.boolean() }),
    response: householdId,
  }),
  householdIdDelete: defineRoute({
    method: 'DELETE',
    path: '/api/identity/ids/:id',
    summary: 'Delete a secondary user id; its sessions end',
    area: 'identity',
    access: 'user',
    params: idParams,
    body: z.strictObject({}),
    response: z.object({ ok: z.literal(true) }),
  }),
  ...recoveryRoutes,
  ...identityTransferRoutes,
  ...identityProfileRoutes,
};
