import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LinearArt } from '../vod/index.ts';
import { channelByLogo, programByImage } from './art-repository.ts';
import { splitPipe } from './views.ts';

/**
 * What the image call draws for the guide's image names (seed 001 §7 getImage.jpg): a channel's
 * logo by its callsign and name, a program's art by its title with the genre and year below.
 * A program whose image flags say it has no art gets none, so the call answers 'No Image Found'.
 */
export function guideLinearArt(db: Kysely<Database>): LinearArt {
  return {
    async find(name) {
      const channel = await channelByLogo(db, name);
      if (channel) return { kind: 'logo', title: channel.callsign, footer: channel.name };
      const program = await programByImage(db, name);
      if (!program || program.image_flags === 0) return null;
      const genre = splitPipe(program.genres)[0] ?? program.show_type;
      const footer = program.release_year ? `${genre} ${program.release_year}` : genre;
      return { kind: 'program', title: program.title, footer };
    },
  };
}
