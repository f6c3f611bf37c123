import { VOD_ERROR_MESSAGE } from '@coax/domain';

/** On Demand messages: landing (seed 001). Seed wording is kept word for word. */
export const vodLandingEn = {
  'vodLanding.title': 'On Demand',
  'vodLanding.categories': 'On Demand categories',
  'vodLanding.loading': 'Loading On Demand titles…',
  'vodLanding.loadingMore': 'Loading more titles…',
  // Seed 001 §8: "Sorry, there was an error. Please try again later." (VOD 500)
  'vodLanding.error': VOD_ERROR_MESSAGE,
  'vodLanding.empty': 'There are no On Demand titles to show right now.',
  'vodLanding.showMore': 'Show more',
  'vodLanding.seeAll': 'See all',
  'vodLanding.topPicks': 'Top picks',
  'vodLanding.topPickDetail': '{year} · {rating}',
  'vodLanding.carousel': 'carousel',
  'vodLanding.carouselPrevious': 'Previous',
  'vodLanding.carouselNext': 'Next',
  'vodLanding.carouselPause': 'Pause slides',
  'vodLanding.carouselPlay': 'Play slides',
  'vodLanding.carouselOne': 'Title {first} of {total}',
  'vodLanding.carouselRange': 'Titles {first} to {last} of {total}',
} as const;
