import { z } from 'zod';
import {
  MoveLeadMessages,
  PhoneMessages,
  ShopMessages,
  ShopOrderMessages,
  stripPhone,
  US_STATES,
  validatePhone,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// easyMoveLead (seed 002 §7, issue 19 item 8): the subscriber says where and when they are moving,
// and the operator calls them to take the services along. Always the session's own account.

const stateCodes = US_STATES.map((s) => s.code) as [string, ...string[]];

export const moveLeadBody = z.strictObject({
  /** YYYY-MM-DD; from tomorrow up to 90 days ahead (checked by the server against its date) */
  moveOn: z.string({ error: MoveLeadMessages.format }).max(10, MoveLeadMessages.format),
  street: z.string({ error: MoveLeadMessages.street }).trim().min(1, MoveLeadMessages.street).max(80),
  line2: z.string().trim().max(80).optional(),
  city: z.string({ error: MoveLeadMessages.city }).trim().min(1, MoveLeadMessages.city).max(40),
  state: z.enum(stateCodes, { error: ShopOrderMessages.state }),
  zip: z.string({ error: ShopMessages.zipFormat }).regex(/^\d{5}$/, ShopMessages.zipFormat),
  /** where to call; as typed, stored as 10 digits */
  phone: z
    .string({ error: PhoneMessages.invalid })
    .max(32, PhoneMessages.invalid)
    .superRefine((value, ctx) => {
      const check = validatePhone(value);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: check.message });
      }
    })
    .transform(stripPhone),
});
export type MoveLeadBody = z.input<typeof moveLeadBody>;
export type MoveLeadSaved = z.output<typeof moveLeadBody>;

export const moveLead = z
  .object({
    /** what the person quotes when they call */
    reference: z.string(),
    moveOn: z.string(),
    address: z.object({
      street: z.string(),
      line2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
    phone: z.string(),
    /** the new address's ZIP is one the operator serves */
    served: z.boolean(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'MoveLead' });
export type MoveLead = z.infer<typeof moveLead>;

export const moveLeadState = z
  .object({
    lead: moveLead.nullable(),
    /** only the primary user, or an agent acting for the account, sends or cancels one */
    canChange: z.boolean(),
    /** the system date the move day is checked against */
    today: z.string(),
  })
  .meta({ id: 'MoveLeadState' });
export type MoveLeadState = z.infer<typeof moveLeadState>;

export const shopMoveRoutes = {
  shopMoveLead: defineRoute({
    method: 'GET',
    path: '/api/shop/move-lead',
    summary: "The account's open move request, if any (easyMoveLead)",
    area: 'shop',
    access: 'user',
    response: moveLeadState,
  }),
  shopSendMoveLead: defineRoute({
    method: 'POST',
    path: '/api/shop/move-lead',
    summary: "Sends or updates the account's move request, once per Idempotency-Key (easyMoveLead)",
    area: 'shop',
    access: 'user',
    idempotent: true,
    body: moveLeadBody,
    response: moveLeadState,
  }),
  shopCancelMoveLead: defineRoute({
    method: 'POST',
    path: '/api/shop/move-lead/cancel',
    summary: "Cancels the account's open move request",
    area: 'shop',
    access: 'user',
    body: z.strictObject({}),
    response: moveLeadState,
  }),
};
