import type { DashboardItem } from '@coax/domain';
import type { Lang } from '../../i18n/language.ts';

/**
 * Reads one module's items from the area that owns them (abortable, like every query), with the
 * reader's language for anything drawn in words (a poster's genre).
 */
export type ItemsSource = (signal: AbortSignal, lang: Lang) => Promise<DashboardItem[]>;

/**
 * Where the TV modules get their items (seed 000 §7 Dashboard data: on-demand newly added, cart
 * getItems, best bets, web DVR). Those areas own the data, and features never import each other,
 * so the app hands their readers in (app/pages/home-route.tsx). A module without a reader shows
 * its empty state, honestly, until its area provides one.
 */
export interface DashboardSources {
  onDemand?: ItemsSource;
  cart?: ItemsSource;
  saved?: ItemsSource;
  onTonight?: ItemsSource;
  dvr?: ItemsSource;
}
export type ItemsModuleId = keyof DashboardSources;
