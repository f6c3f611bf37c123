import type { searchEn } from './en.ts';

/** Search messages in Spanish (usted), typed by the English keys so none can go missing. */
export const searchEs: Record<keyof typeof searchEn, string> = {
  'search.title': 'Búsqueda',
  'search.intro': 'Busque en este sitio y en nuestras respuestas, en TV On Demand o en la web.',
  'search.resultsFor': 'Resultados para “{term}”',
  'search.searching': 'Buscando…',
  'search.failed': 'No pudimos hacer la búsqueda en este momento. Por favor, inténtelo de nuevo.',
  'search.noResults': 'No hay resultados para “{term}”.',
  'search.noResultsHint': 'Revise la ortografía o pruebe con menos palabras o con otras.',
  'search.browseFaq': 'Ver las preguntas frecuentes',
  'search.count_one': '{count} resultado',
  'search.count_other': '{count} resultados',
  'search.more': 'Se muestran los primeros {count} resultados. Agregue palabras para precisar la búsqueda.',
  'search.kind.page': 'Página',
  'search.kind.faq': 'Respuesta',
  'search.handoffOnDemand': 'Abriendo la búsqueda de On Demand…',
  'search.handoffWeb': 'Le llevamos a una búsqueda en la web de “{term}”…',
};
