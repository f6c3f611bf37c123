import type { Kysely } from 'kysely';

// The image call draws channel logos and program art by the names the guide gives them
// (guide_channels.logo, guide_programs.image_name): an index for each of those look-ups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('guide_channels_logo').on('guide_channels').column('logo').execute();
  await db.schema
    .createIndex('guide_programs_image_name')
    .on('guide_programs')
    .column('image_name')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('guide_programs_image_name').execute();
  await db.schema.dropIndex('guide_channels_logo').execute();
}
