import type { AreaModule } from '../../platform/http/module.ts';
// The guide provides the linear airings and the logo and program art this module reads
// (SharedServices.airings, SharedServices.linearArt).
import type {} from '../guide/index.ts';
import { cartService } from './cart-service.ts';
import { registerVodRoutes } from './routes.ts';
import { vodService } from './service.ts';

export type { LinearAirings } from './service.ts';
export type { LinearArt } from './image/routes.ts';
/** The catalogue an operator's VOD back end (or the demo seed) loads, and how it is written. */
export {
  ImageFlag,
  type Catalogue,
  type CatalogueMenu,
  type CatalogueRibbon,
  type CatalogueSeries,
  type CatalogueTitle,
} from './catalogue.ts';
export { analyzeCatalogue } from './catalogue-repository.ts';
export { replaceCatalogue, writeCatalogue } from './catalogue-writer.ts';

export const vod: AreaModule = {
  name: 'vod',
  routes: (r, { db, clock, server, services }) =>
    registerVodRoutes(
      r,
      server,
      db,
      vodService({ db, clock, airings: services.airings }),
      cartService({ db, clock }),
      services.linearArt,
    ),
};
