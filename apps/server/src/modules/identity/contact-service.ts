import type { Kysely } from 'kysely';
import type { ContactEntry, ContactInfo, ContactInfoSaved } from '@coax/contract';
import {
  CONTACT_EMAIL_ID,
  CONTACT_PHONE_ID,
  CONTACT_PREFERENCES,
  DEFAULT_CONTACT_PREFERENCES,
  type ContactPreference,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { contactMethodsOf, setContactAddresses, upsertContactMethod } from './profile-repository.ts';
import { userRow } from './repository.ts';

/** The subscriber a profile call is about: the signed-in one, or the one an agent acts for. */
export function ownId(p: Caller | null): string {
  if (!p) throw errors.noSession();
  if (!p.subject) {
    throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
  }
  return p.subject.user.id;
}

const preferencesOf = (stored: string): ContactPreference[] =>
  CONTACT_PREFERENCES.filter((p) => stored.split(',').includes(p));

/**
 * The signed-in id's contact entries (issue 15 item 1, seed 002 §3 Contact info entries: phone id
 * 1, e-mail id 3; §7 cpc). The addresses are where recovery messages go; the contract has already
 * applied seed 000 §5's e-mail and phone rules. A subscriber changes their own; an agent acting for
 * one may read but not change them, as with a password, since they decide where a forgotten
 * password is sent.
 */
export function contactService(db: Kysely<Database>) {
  async function read(id: string): Promise<ContactInfo> {
    const [row, methods] = await Promise.all([userRow(db, id), contactMethodsOf(db, id)]);
    const entry = (methodId: number, sendTo: string | null, kind: 'phone' | 'email'): ContactEntry => {
      const m = methods.find((x) => x.method_id === methodId);
      return {
        id: methodId === CONTACT_PHONE_ID ? CONTACT_PHONE_ID : CONTACT_EMAIL_ID,
        sendTo,
        description: m?.description ?? '',
        methodEnabled: m ? m.method_enabled === 1 : true,
        preferences: m ? preferencesOf(m.preferences) : [...DEFAULT_CONTACT_PREFERENCES[kind]],
      };
    };
    return {
      entries: [
        entry(CONTACT_PHONE_ID, row?.contact_phone ?? null, 'phone'),
        entry(CONTACT_EMAIL_ID, row?.contact_email ?? null, 'email'),
      ],
    };
  }

  return {
    get: (p: Caller | null) => read(ownId(p)),

    async set(p: Caller | null, body: ContactInfoSaved): Promise<ContactInfo> {
      const id = ownId(p);
      if (p?.isAgent) {
        throw errors.forbidden(
          'session.agent-acting',
          'An agent cannot change where a subscriber’s recovery messages go. The subscriber must change it themselves.',
        );
      }
      await db.transaction().execute(async (trx) => {
        await setContactAddresses(trx, id, { email: body.email.sendTo, phone: body.phone.sendTo });
        for (const [methodId, e] of [
          [CONTACT_PHONE_ID, body.phone],
          [CONTACT_EMAIL_ID, body.email],
        ] as const) {
          await upsertContactMethod(trx, id, {
            methodId,
            description: e.description,
            enabled: e.methodEnabled,
            preferences: e.preferences,
          });
        }
      });
      return read(id);
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
