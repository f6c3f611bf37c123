import type { PublicConfig, SessionUser } from '@coax/contract';
import {
  FAQ_ROOT_PATH,
  TRANSITION_TV_PATH,
  faqAnswerPath,
  SUPPORT_CHAT_PATH,
  FAQ_DVR_NOT_ENTITLED_ANSWER_ID,
} from '@coax/domain';
import type { MessageKey } from '../../i18n/en.ts';

/** Seed 000 §2: the outage page for visitors who are not signed in. */
export const OUTAGE_PATH = '/support/outage/#/UnauthenticatedUserOutage';
/** The contact page (seed 002 §1). */
export const CONTACT_PATH = '/support/contact-us/';

/** A link in a menu: an in-app path (kept in the visitor's language space) or an outside address. */
export type MenuLink = { label: MessageKey } & ({ to: string } | { href: string });

export type MenuKey = 'tv' | 'phone' | 'internet' | 'profile' | 'paybill' | 'support' | 'chat';

export interface Menu {
  key: MenuKey;
  label: MessageKey;
  /** the menu's own page: where clicking the already-open menu goes (seed 000 §2) */
  page: { to: string } | { href: string };
  links: MenuLink[];
}

export interface MenuContext {
  user: SessionUser | null | undefined;
  config: PublicConfig | undefined;
  /** '/tv', or the transition page for a blocked corp (tvMenuTarget) */
  tvTarget: string;
}

/** A page under the configured phone base, which may be a path or a full address. */
export function underBase(base: string, page: string): string {
  return `${base.replace(/\/+$/, '')}/${page}`;
}

/**
 * The header menus of seed 000 §2 (tv, phone, internet, profile, paybill, support, chat; search
 * is the form beside them), with the links each one opens to. Links follow the seeds' URL space.
 */
export function buildMenus({ user, config, tvTarget }: MenuContext): Menu[] {
  const special = user?.laBoxUser === true || user?.laboxOrMini === true;
  const tvLinks: MenuLink[] =
    tvTarget === TRANSITION_TV_PATH
      ? [{ label: 'header.tv.transition', to: TRANSITION_TV_PATH }]
      : [
          { label: 'header.tv.overview', to: tvTarget },
          { label: 'header.tv.guide', to: '/tv/guide' },
          { label: 'header.tv.onDemand', to: '/tv/on-demand/' },
          // Seed 000 §2 dashboard: "DVR when not entitled | /FAQ#/answers/a_id/2580".
          user && !user.entitlements.dvr
            ? { label: 'header.tv.dvrNotIncluded', to: faqAnswerPath(FAQ_DVR_NOT_ENTITLED_ANSWER_ID) }
            : { label: 'header.tv.dvr', to: '/tv/dvr/#/scheduled' },
          // Seed 000 §1: special-box customers use favorites, everyone else a cart.
          special
            ? { label: 'header.tv.favorites', to: '/tv/favorites/' }
            : { label: 'header.tv.cart', to: '/tv/cart/' },
          // the set-top boxes' display, sound, timer and PINs (signed-in TV customers)
          ...(user?.entitlements.tv ? [{ label: 'header.tv.settings' as const, to: '/tv/settings' }] : []),
        ];
  const phoneBase = config?.links.phoneBase;
  return [
    { key: 'tv', label: 'nav.tv', page: { to: tvTarget }, links: tvLinks },
    {
      key: 'phone',
      label: 'nav.phone',
      page: { href: phoneBase ?? '/phone' },
      links: phoneBase
        ? [
            { label: 'header.phone.overview', href: phoneBase },
            { label: 'header.phone.voicemail', href: underBase(phoneBase, 'voicemail') },
          ]
        : [],
    },
    {
      key: 'internet',
      label: 'nav.internet',
      page: { to: '/internet' },
      links: [
        { label: 'header.internet.overview', to: '/internet' },
        { label: 'header.internet.wifi', to: '/internet/wifi' },
        { label: 'header.internet.router', to: '/internet/router' },
        { label: 'header.internet.devices', to: '/internet/devices' },
        { label: 'header.shop', to: '/shop' },
        // Seed 000 §4: an inactive mailbox "also removes the e-mail module from the menu".
        ...(config && user?.p.mus !== 'inactive'
          ? [{ label: 'header.internet.email' as const, href: config.links.webmail }]
          : []),
        { label: 'header.support.outage', to: OUTAGE_PATH },
      ],
    },
    {
      key: 'profile',
      label: 'nav.profile',
      page: { to: '/profile/' },
      links: [
        { label: 'header.profile.overview', to: '/profile/' },
        { label: 'header.profile.ids', to: '/profile/household-ids' },
        { label: 'header.profile.contact', to: '/profile/contact' },
      ],
    },
    {
      key: 'paybill',
      label: 'nav.paybill',
      page: { to: '/pay-bill/' },
      links: [
        { label: 'header.paybill.overview', to: '/pay-bill/' },
        { label: 'header.paybill.myBill', to: '/pay-bill/my-bill/' },
        { label: 'header.paybill.options', to: '/pay-bill/payment-options/' },
        { label: 'header.paybill.manage', to: '/pay-bill/manage-payments/' },
        { label: 'header.paybill.autopay', to: '/pay-bill/automatic-payments/' },
        { label: 'header.paybill.activity', to: '/pay-bill/account-activity/' },
        { label: 'billingCalendar.title', to: '/pay-bill/calendar/' },
      ],
    },
    {
      key: 'support',
      label: 'nav.support',
      page: { to: '/support' },
      links: [
        { label: 'header.support.overview', to: '/support' },
        { label: 'header.support.faq', to: FAQ_ROOT_PATH },
        { label: 'header.support.appointments', to: '/service-appointments' },
        { label: 'header.support.outage', to: OUTAGE_PATH },
        { label: 'header.support.contact', to: CONTACT_PATH },
        { label: 'header.support.stores', to: '/locator/stores' },
        { label: 'header.support.hotspots', to: '/locator/hotspots' },
      ],
    },
    // The chat item opens the chat panel over the page (header.tsx); its page is the chat's address.
    { key: 'chat', label: 'nav.chat', page: { to: SUPPORT_CHAT_PATH }, links: [] },
  ];
}

/** The menu whose section the visitor is in (path without the /espanol prefix), for highlighting. */
export function activeMenu(menus: readonly Menu[], pathname: string): MenuKey | undefined {
  const roots: [MenuKey, string][] = [
    ['tv', '/tv'],
    ['tv', '/pages/transition-tv.html'],
    ['internet', '/internet'],
    ['profile', '/profile'],
    ['paybill', '/pay-bill'],
    ['support', '/support'],
    ['support', '/FAQ'],
    ['support', '/service-appointments'],
  ];
  const lower = pathname.toLowerCase();
  const hit = roots.find(
    ([, root]) => lower === root.toLowerCase() || lower.startsWith(`${root.toLowerCase()}/`),
  );
  return hit && menus.some((m) => m.key === hit[0]) ? hit[0] : undefined;
}
