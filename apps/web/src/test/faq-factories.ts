import type { FaqAnswer, FaqAnswerSummary, FaqProducts, SiteSearchHit } from '@coax/contract';

/** FAQ and search test data with overrides (the shell's footer asks for products on every page). */
export function createFaqProducts(overrides: Partial<FaqProducts> = {}): FaqProducts {
  return {
    language: 'opt',
    products: [
      {
        id: '1',
        name: 'Billing and payments',
        subs: [
          { id: '11', name: 'Paying your bill' },
          { id: '12', name: 'Autopay and paperless billing' },
        ],
      },
      {
        id: '2',
        name: 'TV',
        subs: [
          { id: '21', name: 'Watching TV and On Demand' },
          { id: '22', name: 'DVR and recordings' },
        ],
      },
    ],
    ...overrides,
  };
}

export function createFaqAnswerSummary(overrides: Partial<FaqAnswerSummary> = {}): FaqAnswerSummary {
  return {
    id: 2580,
    title: "Why can't I record shows? DVR is not included in my plan",
    summary: 'Recording needs DVR service. Your current TV plan does not include it.',
    productId: '2',
    categoryId: '22',
    ...overrides,
  };
}

export function createFaqAnswer(overrides: Partial<FaqAnswer> = {}): FaqAnswer {
  return {
    id: 2580,
    language: 'opt',
    title: "Why can't I record shows? DVR is not included in my plan",
    body: 'Recording needs DVR service.\n\n- Call us at 1-800-555-0100.\n- See [DVR](/tv/dvr/#/scheduled).',
    productId: '2',
    productName: 'TV',
    categoryId: '22',
    categoryName: 'DVR and recordings',
    updated: '2025-01-08',
    ...overrides,
  };
}

export function createSearchHit(overrides: Partial<SiteSearchHit> = {}): SiteSearchHit {
  return {
    kind: 'page',
    title: 'Pay bill',
    summary: 'See your amount due and pay your bill.',
    path: '/pay-bill/',
    ...overrides,
  };
}
