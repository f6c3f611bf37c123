import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The phone lines of the accounts with phone service (jsmith's and acmebiz's). */
const PHONE_LINES = [
  { account_number: '781245006201', phone_number: '5165550100' },
  { account_number: '781245006403', phone_number: '5165550199' },
];

/** Who left each voicemail of the dashboard seed and what they said, in the language they said it. */
// prettier-ignore
const VOICEMAIL_DETAILS: ReadonlyArray<{ id: string; from_name: string | null; transcript: string; transcript_language: 'en' | 'es' }> = [
  { id: 'vm-0001', from_name: 'Dr. Alvarez Dental', transcript_language: 'en',
    transcript: "Hi, this is Dr. Alvarez's office calling to confirm your cleaning on Thursday at 9 am. Please call us back if you need to reschedule. Thank you!" },
  { id: 'vm-0002', from_name: 'Pat Smith', transcript_language: 'en',
    transcript: "Hey, it's Pat. I'm picking up the pie on the way over, so don't worry about dessert. See you at six." },
  { id: 'vm-0003', from_name: null, transcript_language: 'es',
    transcript: 'Hola, soy Rosa, la vecina de al lado. Tengo un paquete suyo que dejaron en mi puerta. Llámeme cuando llegue a casa.' },
  { id: 'vm-0004', from_name: 'Lumber Yard', transcript_language: 'en',
    transcript: 'Good morning, this is the Lumber Yard. Your delivery is on the truck and should arrive between one and three this afternoon.' },
  { id: 'vm-0005', from_name: null, transcript_language: 'en',
    transcript: 'Hello, this is a message for Acme about the quote you asked for. Please call me back at your convenience.' },
];

/** Each e-mail's text; mgarcia's are in Spanish, as she reads them. */
// prettier-ignore
const MAIL_BODIES: ReadonlyArray<{ id: string; body: string }> = [
  { id: 'mail-0001', body: 'Hello John,\n\nYour November bill is ready. You can view it and pay it any time on the portal under Pay Bill.\n\nThank you for being a customer.' },
  { id: 'mail-0002', body: "Hi parents,\n\nBecause of the field repairs, Saturday's practice starts at 10 am instead of 9. Same field, same gear.\n\nCoach Rivera" },
  { id: 'mail-0003', body: 'This is a reminder of your dental cleaning on Thursday at 9:00 am.\n\nReply to this message or call the office to change the time.' },
  { id: 'mail-0004', body: "Sounds great! We'll bring the pie and the folding chairs.\n\nPat" },
  { id: 'mail-0005', body: 'Forwarded receipt\n\nOrder 88213: 2 gallons of paint, 1 roller set, 1 drop cloth. Paid in full.' },
  { id: 'mail-0006', body: 'In this issue: the leaf pick-up schedule, the winter coat drive and the new crosswalk on Elm Street.' },
  { id: 'mail-0007', body: 'Estimada señora García:\n\nSu receta está lista para recoger en el mostrador de la farmacia. Estamos abiertos de 9 a 21 h.\n\nFarmacia Central' },
  { id: 'mail-0008', body: 'Estimadas familias:\n\nLes invitamos a la reunión de padres el jueves a las 18:00 en el salón de actos.\n\nColegio San José' },
  { id: 'mail-0009', body: 'Please find the invoice for the November orders attached. Payment is due within 30 days.' },
  { id: 'mail-0010', body: 'Holiday hours: closed on Thanksgiving Day, open 10 am to 4 pm on Friday.' },
  { id: 'mail-0011', body: 'We can deliver between 1 and 3 pm on Wednesday. Let us know if that works for you.' },
];

/**
 * The phone lines, and the voicemail callers' words and the e-mails' texts for the dashboard
 * seed's messages (migration 0016). Runs inside seedDemo's transaction, after seedDashboard.
 */
export async function seedPhoneAndMail(trx: Kysely<Database>): Promise<void> {
  await trx.insertInto('phone_lines').values(PHONE_LINES).execute();
  for (const { id, ...v } of VOICEMAIL_DETAILS) {
    await trx.updateTable('voicemail_messages').set(v).where('id', '=', id).execute();
  }
  for (const { id, body } of MAIL_BODIES) {
    await trx.updateTable('mailbox_messages').set({ body }).where('id', '=', id).execute();
  }
}
