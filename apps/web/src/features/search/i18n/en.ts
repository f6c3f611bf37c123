/** Search messages in English: the site search results page. */
export const searchEn = {
  'search.title': 'Search',
  'search.intro': 'Search this site and our answers, TV On Demand, or the web.',
  'search.resultsFor': 'Results for “{term}”',
  'search.searching': 'Searching…',
  'search.failed': 'We could not search right now. Please try again.',
  'search.noResults': 'No results for “{term}”.',
  'search.noResultsHint': 'Check the spelling or try fewer or different words.',
  'search.browseFaq': 'Browse the frequently asked questions',
  'search.count_one': '{count} result',
  'search.count_other': '{count} results',
  'search.more': 'Showing the first {count} results. Add words to narrow your search.',
  'search.kind.page': 'Page',
  'search.kind.faq': 'Answer',
  'search.handoffOnDemand': 'Opening the On Demand search…',
  'search.handoffWeb': 'Taking you to a web search for “{term}”…',
} as const;
