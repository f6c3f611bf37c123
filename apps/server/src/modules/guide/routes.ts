import type { Kysely } from 'kysely';
import { guideRoutes } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { guideCaller } from './caller.ts';
import type { GuideService } from './service.ts';

export function registerGuideRoutes(routes: RouteRegistry, db: Kysely<Database>, guide: GuideService) {
  routes.add(guideRoutes.guideChannels, async ({ req }) => guide.channels(await guideCaller(db, req)));
  routes.add(guideRoutes.guideWindow, async ({ req, input }) =>
    guide.window(await guideCaller(db, req), input.query),
  );
  routes.add(guideRoutes.guideProgram, async ({ req, input }) =>
    guide.program(await guideCaller(db, req), input.params.eventId),
  );
  routes.add(guideRoutes.guideBestBets, async ({ req }) => guide.bestBets(await guideCaller(db, req)));
  routes.add(guideRoutes.guideMostWatched, async ({ input }) => guide.mostWatched(input.query.hubId));
  routes.add(guideRoutes.guideMoreLikeThis, async ({ input }) => guide.moreLikeThis(input.query.eventId));
  routes.add(guideRoutes.guideMiniguide, async ({ input }) => guide.miniguide(input.query));
  routes.add(guideRoutes.guideRatingGet, async ({ req, input }) =>
    guide.rating(await guideCaller(db, req), input.query.eventId),
  );
  routes.add(guideRoutes.guideRatingSet, async ({ req, input }) =>
    guide.setRating(await guideCaller(db, req), input.body),
  );
}
