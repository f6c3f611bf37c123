import type { faqEn } from './en.ts';

/** FAQ messages in Spanish (usted), typed by the English keys so none can go missing. */
export const faqEs: Record<keyof typeof faqEn, string> = {
  'faq.title': 'Preguntas frecuentes',
  'faq.intro': 'Encuentre respuestas sobre su factura, TV, internet, teléfono y cuenta.',
  'faq.searchTitle': 'Buscar en las respuestas',
  'faq.product': 'Producto',
  'faq.allProducts': 'Todos los productos',
  'faq.category': 'Categoría',
  'faq.allCategories': 'Todas las categorías',
  'faq.keyword': 'Palabra clave',
  'faq.submit': 'Buscar respuestas',
  'faq.keywordRequired': 'Escriba una palabra o frase para buscar.',
  'faq.productsFailed':
    'No se pudo cargar la lista de productos. Aun así puede buscar en todas las respuestas.',
  'faq.browseTitle': 'Explorar por tema',
  'faq.popularTitle': 'Las más consultadas',
  'faq.allAnswers': 'Todas las respuestas',
  'faq.resultsFor': 'Respuestas para “{keyword}”',
  'faq.resultsIn': 'Respuestas sobre {topic}',
  'faq.resultsForIn': 'Respuestas para “{keyword}” sobre {topic}',
  'faq.loading': 'Cargando respuestas…',
  'faq.loadFailed': 'No pudimos cargar las respuestas. Por favor, inténtelo de nuevo.',
  'faq.noResults': 'Ninguna respuesta coincide con “{keyword}”.',
  'faq.noAnswers': 'Todavía no hay respuestas sobre este tema.',
  'faq.noResultsHint': 'Revise la ortografía o pruebe con otras palabras, o explore los temas de abajo.',
  'faq.more':
    'Se muestran las {count} respuestas que mejor coinciden. Agregue palabras para precisar la lista.',
  'faq.backToFaq': 'Todas las preguntas',
  'faq.answerLoading': 'Cargando la respuesta…',
  'faq.answerNotFound': 'No encontramos esa respuesta. Es posible que se haya eliminado.',
  'faq.answerFailed': 'No pudimos cargar esta respuesta. Por favor, inténtelo de nuevo.',
  'faq.updated': 'Última revisión: {date}',
  'faq.breadcrumb': 'Tema',
  'faq.stillNeedHelp': '¿Todavía necesita ayuda? Llámenos al {phone}.',
};
