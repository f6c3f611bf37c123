import { useQuery } from '@tanstack/react-query';
import { supportTroubleshootRoutes as routes } from '@coax/contract';
import type { TutorialCategory } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

type Lang = 'en' | 'es';

/** tutorialvideos/categories/{c} or categories/Featured/{c}; the box type is the session's. */
export function useTutorials(category: TutorialCategory, featured: boolean, lang: Lang) {
  const route = featured ? routes.tutorialFeatured : routes.tutorialCategory;
  return useQuery({
    queryKey: ['support', 'tutorials', category, featured, lang],
    queryFn: ({ signal }) => callApi(route, { params: { category }, query: { lang } }, { signal }),
  });
}

/** tutorialvideos/tutorialvideo/{id}. */
export function useTutorial(id: number, lang: Lang) {
  return useQuery({
    queryKey: ['support', 'tutorial', id, lang],
    queryFn: ({ signal }) => callApi(routes.tutorialVideo, { params: { id }, query: { lang } }, { signal }),
  });
}
