import { z } from 'zod';
import { defineRoute } from './route.ts';

// The phone service (issue 23 item 1; seed 000 §2 phone menu and Voicemail module, §3 Voicemail
// counter): the line's overview and its voicemail box. A box belongs to the account's line, so
// every id of the account with phone service hears the same messages.

/** Nothing to send: the address names the message. */
const noBody = z.strictObject({});

const epochMs = z.number().int().nonnegative();

/** Voicemail ids are short slugs; anything else cannot name one. */
const voicemailIdParams = z.object({
  id: z
    .string()
    .min(1, 'Missing id.')
    .max(64, 'The id is too long.')
    .regex(/^[A-Za-z0-9_-]+$/, 'That is not a voicemail id.'),
});

export const phoneOverview = z
  .object({
    /** the line's ten digits, or null when the records have none */
    phoneNumber: z.string().nullable(),
    voicemail: z.object({ newCount: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  })
  .meta({ id: 'PhoneOverview' });
export type PhoneOverview = z.infer<typeof phoneOverview>;

export const voicemailMessage = z
  .object({
    id: z.string(),
    /** the caller's name as the line's caller id gave it, or null when it gave none */
    fromName: z.string().nullable(),
    fromNumber: z.string(),
    receivedAt: epochMs,
    durationSeconds: z.number().int().nonnegative(),
    isNew: z.boolean(),
    /** what the caller said, in the language they said it in */
    transcript: z.string().nullable(),
    transcriptLanguage: z.enum(['en', 'es']),
  })
  .meta({ id: 'VoicemailMessage' });
export type VoicemailMessage = z.infer<typeof voicemailMessage>;

export const voicemailInbox = z
  .object({
    messages: z.array(voicemailMessage).describe('newest first'),
    newCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'VoicemailInbox' });
export type VoicemailInbox = z.infer<typeof voicemailInbox>;

export const voicemailMarkBody = z.strictObject({
  heard: z.boolean({ error: 'heard is true or false.' }),
});
export type VoicemailMarkBody = z.infer<typeof voicemailMarkBody>;

/** What is left after a change: the box's new count, which the dashboard's counter shows too. */
export const voicemailChange = z
  .object({ newCount: z.number().int().nonnegative() })
  .meta({ id: 'VoicemailChange' });
export type VoicemailChange = z.infer<typeof voicemailChange>;

export const phoneRoutes = {
  phoneOverview: defineRoute({
    method: 'GET',
    path: '/api/phone/overview',
    summary: "The account's phone line: its number and the voicemail box's counts",
    area: 'phone',
    access: 'user',
    response: phoneOverview,
  }),
  voicemailList: defineRoute({
    method: 'GET',
    path: '/api/phone/voicemail',
    summary: "Every message in the account's voicemail box, newest first",
    area: 'phone',
    access: 'user',
    response: voicemailInbox,
  }),
  voicemailAudio: defineRoute({
    method: 'GET',
    path: '/api/phone/voicemail/:id/audio',
    summary: 'One voicemail message as a WAV recording',
    area: 'phone',
    access: 'user',
    params: voicemailIdParams,
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected the file bytes.'),
    binary: { contentType: 'audio/wav' },
  }),
  voicemailMark: defineRoute({
    method: 'POST',
    path: '/api/phone/voicemail/:id/heard',
    summary: 'Marks a voicemail message heard, or new again',
    area: 'phone',
    access: 'user',
    params: voicemailIdParams,
    body: voicemailMarkBody,
    response: voicemailChange,
  }),
  voicemailDelete: defineRoute({
    method: 'POST',
    path: '/api/phone/voicemail/:id/delete',
    summary: 'Deletes a voicemail message for good',
    area: 'phone',
    access: 'user',
    params: voicemailIdParams,
    body: noBody,
    response: voicemailChange,
  }),
};
