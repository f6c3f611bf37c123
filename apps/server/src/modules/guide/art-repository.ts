import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The channel whose logo has this image name (migration 0020 indexes the look-up). */
export function channelByLogo(db: Db, logo: string) {
  return db
    .selectFrom('guide_channels')
    .select(['callsign', 'name'])
    .where('logo', '=', logo)
    .orderBy('channel_id')
    .limit(1)
    .executeTakeFirst();
}

/** A program with this image name; the episodes of a series share theirs. */
export function programByImage(db: Db, imageName: string) {
  return db
    .selectFrom('guide_programs')
    .select(['title', 'show_type', 'genres', 'release_year', 'image_flags'])
    .where('image_name', '=', imageName)
    .orderBy('program_id')
    .limit(1)
    .executeTakeFirst();
}
