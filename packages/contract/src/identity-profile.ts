import { z } from 'zod';
import {
  AuxPinMessages,
  CONTACT_DESCRIPTION_MAX,
  CONTACT_EMAIL_ID,
  CONTACT_PHONE_ID,
  CONTACT_PREFERENCES,
  EmailMessages,
  PhoneMessages,
  isAuxPin,
  isValidEmail,
  stripPhone,
  validatePhone,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// The signed-in user's profile (issue 15 item 1): names and role (seed 002 §3 Optimum ID user),
// contact info entries (seed 002 §3, §7 cpc) and the auxiliary PIN (seed 002 §7 getAuxPin,
// setAuxPin, confirmAuxPin).

/** The signed-in id as the profile shows it. Names are whole here; the page truncates them. */
export const identityProfile = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    primary: z.boolean(),
  })
  .meta({ id: 'IdentityProfile' });
export type IdentityProfile = z.infer<typeof identityProfile>;

const preferences = z.array(z.enum(CONTACT_PREFERENCES)).max(CONTACT_PREFERENCES.length);

/** Seed 002 §3 Contact info entry: phone id 1, e-mail id 3. */
export const contactEntry = z
  .object({
    id: z.union([z.literal(CONTACT_PHONE_ID), z.literal(CONTACT_EMAIL_ID)]),
    sendTo: z.string().nullable(),
    description: z.string(),
    methodEnabled: z.boolean(),
    preferences,
  })
  .meta({ id: 'ContactEntry' });
export type ContactEntry = z.infer<typeof contactEntry>;

/** The signed-in id's contact entries, the phone (1) first, then the e-mail (3). */
export const contactInfo = z.object({ entries: z.array(contactEntry) }).meta({ id: 'ContactInfo' });
export type ContactInfo = z.infer<typeof contactInfo>;

const description = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().max(CONTACT_DESCRIPTION_MAX, AuxPinMessages.description));

/** Seed 000 §5 e-mail and phone rules apply to the entry's sendTo. */
const entryBody = <T extends z.ZodType<string, string>>(sendTo: T) =>
  z.strictObject({
    sendTo,
    description,
    methodEnabled: z.boolean(),
    // Each preference once, in the catalogue's order, whatever order they came in.
    preferences: preferences.transform((list) => CONTACT_PREFERENCES.filter((p) => list.includes(p))),
  });

export const contactInfoBody = z.strictObject({
  phone: entryBody(
    z
      .string()
      .max(32, PhoneMessages.invalid)
      .superRefine((value, ctx) => {
        const check = validatePhone(value);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
      })
      .transform(stripPhone),
  ),
  email: entryBody(
    z
      .string()
      .max(128, EmailMessages.invalid)
      .transform((s) => s.trim().toLowerCase())
      .refine(isValidEmail, EmailMessages.invalid),
  ),
});
export type ContactInfoBody = z.input<typeof contactInfoBody>;
export type ContactInfoSaved = z.output<typeof contactInfoBody>;

const auxPin = z.string().max(16, AuxPinMessages.format).refine(isAuxPin, AuxPinMessages.format);

/** getAuxPin: whether a PIN is set and when; the PIN itself is stored hashed and never answered. */
export const auxPinStatus = z
  .object({ isSet: z.boolean(), setAt: z.iso.datetime().nullable() })
  .meta({ id: 'AuxPinStatus' });
export type AuxPinStatus = z.infer<typeof auxPinStatus>;

export const setAuxPinBody = z
  .strictObject({ pin: auxPin, confirmPin: z.string().max(16, AuxPinMessages.mismatch) })
  .superRefine((body, ctx) => {
    if (body.pin !== body.confirmPin) {
      ctx.addIssue({ code: 'custom', message: AuxPinMessages.mismatch, path: ['confirmPin'] });
    }
  });
export type SetAuxPinBody = z.input<typeof setAuxPinBody>;

export const identityProfileRoutes = {
  identityProfile: defineRoute({
    method: 'GET',
    path: '/api/identity/profile',
    summary: "The signed-in id's names and role (profile/ooluser, Optimum ID user)",
    area: 'identity',
    access: 'user',
    response: identityProfile,
  }),
  identityContact: defineRoute({
    method: 'GET',
    path: '/api/identity/contact',
    summary: "The signed-in id's contact entries: phone (1) and e-mail (3) with their preferences (cpc)",
    area: 'identity',
    access: 'user',
    response: contactInfo,
  }),
  identityContactSet: defineRoute({
    method: 'PUT',
    path: '/api/identity/contact',
    summary: "Change the signed-in id's contact entries; needs a recent sign-in (cpc)",
    area: 'identity',
    access: 'user',
    recentAuth: true,
    body: contactInfoBody,
    response: contactInfo,
  }),
  auxPin: defineRoute({
    method: 'GET',
    path: '/api/identity/aux-pin',
    summary: 'Whether the id has an auxiliary PIN, never the PIN (getAuxPin, accesscodeshown)',
    area: 'identity',
    access: 'user',
    response: auxPinStatus,
  }),
  auxPinSet: defineRoute({
    method: 'PUT',
    path: '/api/identity/aux-pin',
    summary: 'Set the auxiliary PIN, entered twice; needs a recent sign-in (setAuxPin)',
    area: 'identity',
    access: 'user',
    recentAuth: true,
    body: setAuxPinBody,
    response: auxPinStatus,
  }),
  auxPinConfirm: defineRoute({
    method: 'POST',
    path: '/api/identity/aux-pin/confirm',
    summary:
      'Check a PIN against the one set; throttled; an agent acting for the id is audited (confirmAuxPin)',
    area: 'identity',
    access: 'user',
    body: z.strictObject({ pin: auxPin }),
    response: z.object({ matches: z.boolean() }),
  }),
};
