import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Each demo id's first and last name and the contact a forgotten password is sent to (issue 15).
 * Phone numbers are in the 555-01xx range, which is never assigned.
 */
const IDENTITY: ReadonlyArray<{ id: string; first: string; last: string; phone: string }> = [
  { id: 'jsmith', first: 'Jonathan', last: 'Alexander Smith', phone: '5165550101' },
  { id: 'jsmith.kid', first: 'Jamie', last: 'Smith', phone: '5165550102' },
  { id: 'mgarcia', first: 'María', last: 'García', phone: '5165550103' },
  { id: 'acmebiz', first: 'Acme', last: 'Business', phone: '5165550104' },
  { id: 'latepay', first: 'Lee', last: 'Tapay', phone: '5165550105' },
  { id: 'netonly', first: 'Nat', last: 'Only', phone: '5165550106' },
  { id: 'jmover', first: 'Jo', last: 'Mover', phone: '5165550107' },
  { id: 'sregion', first: 'Sofía', last: 'Reyes', phone: '5165550108' },
];

export async function seedIdentity(db: Kysely<Database>): Promise<void> {
  for (const u of IDENTITY) {
    await db
      .updateTable('users')
      .set({
        first_name: u.first,
        last_name: u.last,
        contact_email: `${u.id}@coax.example`,
        contact_phone: u.phone,
        // the primary user gets the e-mail offers; a child's id does not
        email_opt_in: u.id === 'jsmith.kid' ? 0 : 1,
      })
      .where('id', '=', u.id)
      .execute();
  }
}
