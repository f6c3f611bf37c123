import type { vodLandingEn } from './vod-landing.en.ts';

/** On Demand messages in Spanish: landing. */
export const vodLandingEs: Record<keyof typeof vodLandingEn, string> = {
  'vodLanding.title': 'On Demand',
  'vodLanding.categories': 'Categorías de On Demand',
  'vodLanding.loading': 'Cargando títulos de On Demand…',
  'vodLanding.loadingMore': 'Cargando más títulos…',
  'vodLanding.error': 'Lo sentimos, ocurrió un error. Por favor, inténtelo de nuevo más tarde.',
  'vodLanding.empty': 'No hay títulos de On Demand para mostrar en este momento.',
  'vodLanding.showMore': 'Mostrar más',
  'vodLanding.seeAll': 'Ver todo',
  'vodLanding.topPicks': 'Selecciones destacadas',
  'vodLanding.topPickDetail': '{year} · {rating}',
  'vodLanding.carousel': 'carrusel',
  'vodLanding.carouselPrevious': 'Anterior',
  'vodLanding.carouselNext': 'Siguiente',
  'vodLanding.carouselPause': 'Pausar diapositivas',
  'vodLanding.carouselPlay': 'Reproducir diapositivas',
  'vodLanding.carouselOne': 'Título {first} de {total}',
  'vodLanding.carouselRange': 'Títulos {first} a {last} de {total}',
} as const;
