import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guideRoutes, type GuideRating, type GuideRatingBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { guideProgramQueryKey } from './get-program.ts';

/** Seed 001 §7 setuserratings: the caller's rating 0-4 of an event. */
export function setGuideRating(body: GuideRatingBody): Promise<GuideRating> {
  return callApi(guideRoutes.guideRatingSet, { body });
}

/** Saves a rating; the program (which carries the caller's rating) is read again. */
export function useSetGuideRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGuideRating,
    onSuccess: (_answer, body) =>
      queryClient.invalidateQueries({ queryKey: guideProgramQueryKey(body.eventId) }),
  });
}
