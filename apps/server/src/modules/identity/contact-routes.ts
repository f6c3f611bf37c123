import type { Kysely, Transaction } from 'kysely';
import {
  CONTACT_EMAIL_ID,
  CONTACT_PHONE_ID,
  CONTACT_PREFERENCES,
  entryTakes,
  type ContactEntrySettings,
  type ContactPreference,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { contactMethodsOfUsers, contactUsers } from './profile-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Where one id's messages of a kind go: each address is null when that entry does not take them. */
export interface ContactRoute {
  userId: string;
  primary: boolean;
  language: 'en' | 'es';
  /** the id's e-mail address, when its e-mail entry takes this kind of message */
  email: string | null;
  /** the id's phone for texts, when its phone entry takes this kind of message */
  phone: string | null;
  /** whether the e-mail entry takes this kind, whatever address the sender writes to */
  emailTakes: boolean;
}

const settingsOf = (
  row: { method_enabled: number; preferences: string } | undefined,
): ContactEntrySettings | null =>
  row
    ? {
        enabled: row.method_enabled === 1,
        preferences: CONTACT_PREFERENCES.filter((p) => row.preferences.split(',').includes(p)),
      }
    : null;

async function routesOf(
  q: Db,
  users: Awaited<ReturnType<typeof contactUsers>>,
  message: ContactPreference,
): Promise<ContactRoute[]> {
  if (users.length === 0) return [];
  const methods = await contactMethodsOfUsers(
    q,
    users.map((u) => u.id),
  );
  return users.map((u) => {
    const own = methods.filter((m) => m.user_id === u.id);
    const emailTakes = entryTakes(
      'email',
      settingsOf(own.find((m) => m.method_id === CONTACT_EMAIL_ID)),
      message,
    );
    const phoneTakes = entryTakes(
      'phone',
      settingsOf(own.find((m) => m.method_id === CONTACT_PHONE_ID)),
      message,
    );
    return {
      userId: u.id,
      primary: u.primary_user === 1,
      language: u.language,
      email: emailTakes ? u.contact_email || null : null,
      phone: phoneTakes ? u.contact_phone || null : null,
      emailTakes,
    };
  });
}

/**
 * Where the portal's messages go (issue 15 item 1, seed 002 §3 Contact info entries): an id's
 * e-mail and phone entries, each switched on or off and choosing the kinds of message it takes.
 * Every sender of account, billing and outage notices asks here, so what a subscriber saves on the
 * contact page decides what reaches them.
 */
export const contactRoutes = {
  /** Every id of an account, the primary first. */
  async ofAccount(q: Db, accountNumber: string, message: ContactPreference): Promise<ContactRoute[]> {
    return routesOf(q, await contactUsers(q, { accountNumber }), message);
  },

  /** One id. */
  async ofUser(q: Db, userId: string, message: ContactPreference): Promise<ContactRoute | null> {
    return (await routesOf(q, await contactUsers(q, { userId }), message))[0] ?? null;
  },
};

export type ContactRoutes = typeof contactRoutes;
