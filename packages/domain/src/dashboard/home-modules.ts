/**
 * The home dashboard's module catalogue (seed 000 §2 Home dashboard table, §3 Dashboard module and
 * Home modules preference, §6 entitlements, §9 item counts).
 */
import { DASHBOARD_MODULE_ITEMS } from '../constants.ts';

/** The 8 module choices, in the order of the seed's table (cart is favorites for the special box). */
export const HOME_MODULE_IDS = [
  'voiceMail',
  'onDemand',
  'wifiUsage',
  'webMail',
  'myServices',
  'cart',
  'onTonight',
  'dvr',
] as const;
/** 'saved' is the cart module of a special-box (labox) customer: favorites / my picks. */
export type HomeModuleId = (typeof HOME_MODULE_IDS)[number] | 'saved';

/** The modules a slot may hold (seed 000 §2), in the seed's order. */
export const CHOOSABLE_MODULE_IDS = [
  'cart',
  'dvr',
  'onDemand',
  'onTonight',
  'voiceMail',
  'webMail',
  'wifiUsage',
] as const;
export type ChoosableModuleId = (typeof CHOOSABLE_MODULE_IDS)[number] | 'saved';

/** Seed 000 §3: the names get/set funmod stores in homeFunc1 and homeFunc2, spelt as the seed spells them. */
export const HOME_MODULE_SERVER_NAMES = [
  'Cart',
  'DVR',
  'New_On_Demand',
  'Whats_on_Tonight',
  'Voicemail',
  'Webmail',
  'WiFI_Usage',
] as const;
export type HomeModuleServerName = (typeof HOME_MODULE_SERVER_NAMES)[number];

const SERVER_NAME: Record<ChoosableModuleId, HomeModuleServerName> = {
  cart: 'Cart',
  saved: 'Cart',
  dvr: 'DVR',
  onDemand: 'New_On_Demand',
  onTonight: 'Whats_on_Tonight',
  voiceMail: 'Voicemail',
  webMail: 'Webmail',
  wifiUsage: 'WiFI_Usage',
};

/** Seed 000 §3 Dashboard module displayStyle. */
export type ModuleDisplayStyle = 'wifi' | 'artwork' | 'list';

/** What the catalogue needs to know about the signed-in user (seed 000 §3 Session user, §6). */
export interface DashboardUser {
  /** laBoxUser or laboxOrMini: the special small box, with favorites instead of a cart */
  specialBox: boolean;
  /** ool: the account has internet service */
  internet: boolean;
  entitlements: { email: boolean; tv: boolean; dvr: boolean; voicemail: boolean };
  /** p.mus */
  mailboxStatus: string | null | undefined;
}

/** The session-user fields (seed 000 §3) the dashboard reads; the contract's SessionUser has them. */
export interface DashboardSessionFields {
  laBoxUser: boolean;
  laboxOrMini: boolean;
  ool: boolean;
  entitlements: DashboardUser['entitlements'];
  p: { mus: string | null };
}

/** The dashboard's view of a session user. */
export function dashboardUserOf(u: DashboardSessionFields): DashboardUser {
  return {
    specialBox: u.laBoxUser || u.laboxOrMini,
    internet: u.ool,
    entitlements: u.entitlements,
    mailboxStatus: u.p.mus,
  };
}

/** Addresses that come from configuration (seed 000 §2: phone menu base, webmail link). */
export interface DashboardLinks {
  webmail: string;
  phoneBase: string;
}

/** Seed 000 §2 link targets. */
export const DASHBOARD_PATHS = {
  onDemand: '/tv/asset/',
  wifi: '/pages/covid-19.html',
  getMailbox: '/profile/household-ids',
  myServices: '/upgrades#/',
  cart: '/tv/cart/',
  favorites: '/tv/favorites/',
  bestBets: '/tv/guide',
  dvr: '/tv/dvr/#/scheduled',
  dvrNotEntitled: '/FAQ#/answers/a_id/2580',
  /** "Users with no internet service: a support contact page"; seed 002 §2 names /support/contact-us/. */
  supportContact: '/support/contact-us/',
} as const;

/** Seed 000 §2: "a movie opens /tv/asset/#/movie/{id}". */
export function onDemandMoviePath(id: string): string {
  return `/tv/asset/#/movie/${encodeURIComponent(id)}`;
}

/** The phone menu's voicemail page: the configured phone base plus /voicemail, one slash between. */
export function voicemailHref(phoneBase: string): string {
  return `${phoneBase.replace(/\/+$/, '')}/voicemail`;
}

/** The server name a slot stores for a module. */
export function serverNameOf(id: ChoosableModuleId): HomeModuleServerName {
  return SERVER_NAME[id];
}

/** The module a stored server name means for this user: Cart is favorites ('saved') for the special box. */
export function moduleIdFromServerName(name: HomeModuleServerName, specialBox: boolean): ChoosableModuleId {
  if (name === 'Cart') return specialBox ? 'saved' : 'cart';
  const found = CHOOSABLE_MODULE_IDS.find((id) => SERVER_NAME[id] === name);
  // Every server name but Cart maps to exactly one id; the fallback only satisfies the type checker.
  return found ?? 'onDemand';
}

/** The 8 modules as this user sees them: the cart becomes favorites for the special box. */
export function homeModulesFor(user: Pick<DashboardUser, 'specialBox'>): HomeModuleId[] {
  return HOME_MODULE_IDS.map((id) => (id === 'cart' && user.specialBox ? 'saved' : id));
}

/** Seed 000 §3 Dashboard module: how the module lays out its items. */
export function displayStyleOf(id: HomeModuleId): ModuleDisplayStyle {
  if (id === 'wifiUsage') return 'wifi';
  if (id === 'onDemand' || id === 'cart' || id === 'saved') return 'artwork';
  return 'list';
}

/** Seed 000 §9: how many items the module lists (DASHBOARD_MODULE_ITEMS); the others list none. */
export function itemLimitOf(id: HomeModuleId): number | null {
  return id in DASHBOARD_MODULE_ITEMS
    ? DASHBOARD_MODULE_ITEMS[id as keyof typeof DASHBOARD_MODULE_ITEMS]
    : null;
}

/**
 * Whether the user may use a module (seed 000 §6): phone gates voicemail; TV (io) gates on demand,
 * cart, favorites and best bets; p.dvr gates DVR; internet gates WiFi; e-mail needs the e-mail
 * entitlement (the mailbox status is judged separately, see mailboxModuleView). My services is
 * for everyone.
 */
export function isModuleEntitled(id: HomeModuleId, user: DashboardUser): boolean {
  switch (id) {
    case 'voiceMail':
      return user.entitlements.voicemail;
    case 'onDemand':
    case 'cart':
    case 'saved':
    case 'onTonight':
      return user.entitlements.tv;
    case 'dvr':
      return user.entitlements.dvr;
    case 'wifiUsage':
      return user.internet;
    case 'webMail':
      return user.entitlements.email;
    case 'myServices':
      return true;
  }
}

/**
 * Where a module's link goes (seed 000 §2 table). Exceptions the table names: DVR without the
 * entitlement goes to the FAQ answer; a user with no internet service gets the support contact
 * page for the internet modules (WiFi, e-mail); e-mail without a mailbox offers get-a-mailbox.
 * Other modules the user is not entitled to point at My services, where services are added.
 */
export function moduleTarget(id: HomeModuleId, user: DashboardUser, links: DashboardLinks): string {
  const entitled = isModuleEntitled(id, user);
  switch (id) {
    case 'voiceMail':
      return entitled ? voicemailHref(links.phoneBase) : DASHBOARD_PATHS.myServices;
    case 'onDemand':
      return entitled ? DASHBOARD_PATHS.onDemand : DASHBOARD_PATHS.myServices;
    case 'wifiUsage':
      return entitled ? DASHBOARD_PATHS.wifi : DASHBOARD_PATHS.supportContact;
    case 'webMail':
      if (!entitled) return DASHBOARD_PATHS.supportContact;
      return ['inactive', 'disabled', 'deleted'].includes(user.mailboxStatus ?? '')
        ? DASHBOARD_PATHS.getMailbox
        : links.webmail;
    case 'myServices':
      return DASHBOARD_PATHS.myServices;
    case 'cart':
      return entitled ? DASHBOARD_PATHS.cart : DASHBOARD_PATHS.myServices;
    case 'saved':
      return entitled ? DASHBOARD_PATHS.favorites : DASHBOARD_PATHS.myServices;
    case 'onTonight':
      return entitled ? DASHBOARD_PATHS.bestBets : DASHBOARD_PATHS.myServices;
    case 'dvr':
      return entitled ? DASHBOARD_PATHS.dvr : DASHBOARD_PATHS.dvrNotEntitled;
  }
}

/**
 * The modules the slot chooser offers this user: the 7 choosable ones, with favorites in place of
 * the cart for the special box, and without e-mail when the mailbox is inactive (seed 000 §4:
 * "inactive also removes the e-mail module from the menu").
 */
export function choosableModulesFor(user: DashboardUser): ChoosableModuleId[] {
  return CHOOSABLE_MODULE_IDS.filter((id) => !(id === 'webMail' && user.mailboxStatus === 'inactive')).map(
    (id) => (id === 'cart' && user.specialBox ? 'saved' : id),
  );
}

/**
 * The modules a home slot may hold for this user: the chooser's menu less the modules the user is
 * not entitled to (seed 000 §6), whose card would only say so.
 */
export function slotModulesFor(user: DashboardUser): ChoosableModuleId[] {
  return choosableModulesFor(user).filter((id) => isModuleEntitled(id, user));
}

/** Why a pair of home slots cannot be saved (the seed words neither refusal). */
export const HomeSlotMessages = {
  sameModule: 'Choose a different module for each home slot.',
  notEntitled: 'This module is not part of your services, so it cannot go in a home slot.',
} as const;
export type HomeSlotProblem = keyof typeof HomeSlotMessages;

/**
 * Whether a pair of slots (homeFunc1, homeFunc2) may be saved: two different modules, each one
 * the user may use (slotModulesFor). The problem found first, or null.
 */
export function homeSlotsProblem(
  user: DashboardUser,
  pair: readonly [HomeModuleServerName, HomeModuleServerName],
): HomeSlotProblem | null {
  if (pair[0] === pair[1]) return 'sameModule';
  const allowed = slotModulesFor(user).map(serverNameOf);
  return pair.every((name) => allowed.includes(name)) ? null : 'notEntitled';
}

/**
 * The two slots a user who never chose gets. The seed does not say; this picks the first two
 * modules the user can use, most personal first (their mail and messages, then TV), so a new
 * user's home shows their own things rather than offers; when fewer than two are usable, the
 * rest of the user's menu fills in, in the same order.
 */
export function defaultHomeSlots(user: DashboardUser): [HomeModuleServerName, HomeModuleServerName] {
  const order: ChoosableModuleId[] = [
    'webMail',
    'voiceMail',
    'dvr',
    'onDemand',
    'cart',
    'onTonight',
    'wifiUsage',
  ];
  const menu = choosableModulesFor(user);
  const inMenu = order.filter((id) => menu.includes(id));
  const usable = inMenu.filter(
    (id) => isModuleEntitled(id, user) && (id !== 'webMail' || user.mailboxStatus === 'active'),
  );
  const unique = [...new Set([...usable, ...inMenu].map((id) => SERVER_NAME[id]))];
  return [unique[0] ?? 'WiFI_Usage', unique[1] ?? 'New_On_Demand'];
}

/** One item a module lists (seed 000 §7 Dashboard data: title, id, artwork; best bets and DVR add a time). */
export interface DashboardItem {
  id: string;
  title: string;
  artwork?: string;
  /** ISO time: a best bet's air time, a recording's Program.StartTime */
  time?: string;
  href?: string;
}

/** A recording's start in ms; one without a readable time sorts last. */
function startOf(item: DashboardItem): number {
  const ms = Date.parse(item.time ?? '');
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** The items a module shows: the seed's count, and for the DVR the newest recordings first. */
export function moduleItems(id: HomeModuleId, items: readonly DashboardItem[]): DashboardItem[] {
  const limit = itemLimitOf(id);
  if (limit === null) return [];
  const ordered = id === 'dvr' ? [...items].sort((a, b) => startOf(b) - startOf(a) || 0) : [...items];
  return ordered.slice(0, limit);
}
