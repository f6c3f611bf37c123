import type { Kysely } from 'kysely';
import type { ContactInfo } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { setContact, userRow } from './repository.ts';

/**
 * The signed-in id's contact e-mail and phone (issue 15 item 1, seed 002 §3 contact info entries),
 * where recovery messages go. The contract has already applied seed 000 §5's e-mail and phone
 * rules. A subscriber changes their own; an agent acting for one may read but not change it, as
 * with a password, since it decides where a forgotten password is sent.
 */
export function contactService(db: Kysely<Database>) {
  function own(p: Caller | null) {
    if (!p) throw errors.noSession();
    if (!p.subject) {
      throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
    }
    return p.subject.user.id;
  }

  async function read(id: string): Promise<ContactInfo> {
    const row = await userRow(db, id);
    return { email: row?.contact_email ?? null, phone: row?.contact_phone ?? null };
  }

  return {
    get: (p: Caller | null) => read(own(p)),

    async set(p: Caller | null, contact: { email: string; phone: string }): Promise<ContactInfo> {
      const id = own(p);
      if (p?.isAgent) {
        throw errors.forbidden(
          'session.agent-acting',
          'An agent cannot change where a subscriber’s recovery messages go. The subscriber must change it themselves.',
        );
      }
      await setContact(db, id, contact);
      return read(id);
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
