import { sql, type Kysely } from 'kysely';

// Service appointments (seed 002 §3 Appointment and Time slots; issue 16): the appointments of
// each account, the technicians' capacity per location, day and slot (quota groups), and each
// booking, move and cancel with its confirmation number. Days are YYYY-MM-DD, slot times minutes
// after midnight (UTC), instants bigint milliseconds (see 0005).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointments')
    /** appointmentToken */
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('appointment_type', 'text', (c) => c.notNull().check(sql`appointment_type in ('SRO', 'TC')`))
    .addColumn('title', 'text', (c) => c.notNull())
    /** taskCodesList, comma-joined */
    .addColumn('task_codes', 'text', (c) => c.notNull())
    /** whose capacity it takes: the corp's location, or the fixed one for order type TC */
    .addColumn('location_id', 'text', (c) => c.notNull())
    /** quotaGroupDay */
    .addColumn('day', 'text', (c) => c.notNull())
    /** slotTime, minutes after midnight as the back end gives it (not rounded) */
    .addColumn('slot_minutes', 'integer', (c) => c.notNull())
    .addColumn('estimated_duration', 'integer', (c) => c.notNull())
    .addColumn('pac_duration', 'integer', (c) => c.notNull())
    /** whether the order allows a change at all (an installation in progress may not) */
    .addColumn('changeable', 'integer', (c) => c.notNull().check(sql`changeable in (0, 1)`))
    // The field-service back end's progress: instants, null until they happen.
    .addColumn('next_at', 'bigint')
    .addColumn('eta', 'bigint')
    .addColumn('eta_at', 'bigint')
    .addColumn('started_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('canceled_at', 'bigint')
    /** the calendar invite's SEQUENCE: one more at each move and at the cancel */
    .addColumn('ics_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_email', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointments_account_idx')
    .on('appointments')
    .columns(['account_number', 'day'])
    .execute();

  await db.schema
    .createTable('appointment_capacity')
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    .addColumn('taken', 'integer', (c) => c.notNull().check(sql`taken >= 0`))
    .addPrimaryKeyConstraint('appointment_capacity_pk', ['location_id', 'day', 'slot_minutes'])
    .execute();

  await db.schema
    .createTable('appointment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().references('appointments.token'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('booked', 'rescheduled', 'canceled')`))
    .addColumn('confirmation_number', 'text', (c) => c.notNull().unique())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    /** the signed-in id that made the change (an agent's own id when acting) */
    .addColumn('by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('appointment_events_token_idx')
    .on('appointment_events')
    .columns(['token', 'at'])
    .execute();

  // The earlier-slot waitlist: one entry per appointment whose holder asked to be told of an
  // earlier time. An offer holds a place (counted in taken) until it is accepted or expires.
  await db.schema
    .createTable('appointment_waitlist')
    .addColumn('token', 'text', (c) => c.primaryKey().references('appointments.token'))
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('offer_day', 'text')
    .addColumn('offer_slot', 'integer')
    .addColumn('offer_expires_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('appointment_waitlist_line_idx')
    .on('appointment_waitlist')
    .columns(['location_id', 'joined_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_waitlist').execute();
  await db.schema.dropTable('appointment_events').execute();
  await db.schema.dropTable('appointment_capacity').execute();
  await db.schema.dropTable('appointments').execute();
}
