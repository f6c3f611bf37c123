import { guideRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../platform/http/route-registry.ts';
import { guideCallerOf, type GuideService } from './service.ts';

export function registerGuideRoutes(routes: RouteRegistry, guide: GuideService) {
  routes.add(guideRoutes.guideChannels, async ({ caller }) => guide.channels(guideCallerOf(caller)));
  routes.add(guideRoutes.guideWindow, async ({ caller, input }) =>
    guide.window(guideCallerOf(caller), input.query),
  );
  routes.add(guideRoutes.guideProgram, async ({ caller, input }) =>
    guide.program(guideCallerOf(caller), input.params.eventId),
  );
  routes.add(guideRoutes.guideBestBets, async ({ caller }) => guide.bestBets(guideCallerOf(caller)));
  routes.add(guideRoutes.guideMostWatched, async ({ input }) => guide.mostWatched(input.query.hubId));
  routes.add(guideRoutes.guideMoreLikeThis, async ({ input }) => guide.moreLikeThis(input.query.eventId));
  routes.add(guideRoutes.guideMiniguide, async ({ input }) => guide.miniguide(input.query));
  routes.add(guideRoutes.guideRatingGet, async ({ caller, input }) =>
    guide.rating(guideCallerOf(caller), input.query.eventId),
  );
  routes.add(guideRoutes.guideRatingSet, async ({ caller, input }) =>
    guide.setRating(guideCallerOf(caller), input.body),
  );
}
