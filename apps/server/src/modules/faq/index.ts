import type { AreaModule } from '../../platform/http/module.ts';
import { registerFaqRoutes } from './routes.ts';
import { faqService, type FaqService } from './service.ts';

export { readerOf } from './routes.ts';
/** How answers are loaded (the demo seed, an operator's import) and searched (the site search's tests). */
export { searchAnswerIdsQuery, writeAnswers } from './repository.ts';
export { requestLanguage, type FaqReader, type FaqService } from './service.ts';

declare module '../../platform/http/module.ts' {
  interface SharedServices {
    /** FAQ answers, which the site search merges with its page hits */
    faq: FaqService;
  }
}

export const faq: AreaModule = {
  name: 'faq',
  provide: (ctx) => ({ faq: faqService({ db: ctx.db, config: ctx.config, support: ctx.services.support }) }),
  routes: (r, ctx) => registerFaqRoutes(r, ctx.services.faq),
};
