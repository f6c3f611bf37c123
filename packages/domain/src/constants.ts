/**
 * Business constants and limits of seed 000 (§9, plus the numeric limits of §1, §4 and §5).
 * Each limit lives here exactly once; validators and the apps import it rather than
 * repeating the number. Where the number alone would puzzle, the seed's wording is quoted.
 */
import { SECONDS_PER_HOUR } from './session/session-user.ts';

const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

// ---------------------------------------------------------------- cookies

/**
 * Seed 000 §9: "Alert cookie expiry fixed in 2020". The original pinned the alert cookie's
 * expiry to a calendar date in 2020 (the day is not shown). That date has passed, so a port
 * must not copy it as an absolute date: kept as a record, not as a lifetime to use.
 */
export const ALERT_COOKIE_FIXED_EXPIRY_YEAR = 2020;
/** Seed 000 §9 and seed 002 §9: "session cookie lifetime about 45 days". */
export const SESSION_COOKIE_MAX_AGE_DAYS = 45;
/** The same lifetime in seconds, for a cookie's Max-Age. */
export const SESSION_COOKIE_MAX_AGE_SECONDS = SESSION_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
/**
 * Seed 000 §9 says "remind-later, labox and language cookies exist"; seed 002 §9 names them
 * remind_later, labox and language. Their lifetimes are not shown.
 */
export const PORTAL_COOKIE_NAMES = {
  remindLater: 'remind_later',
  labox: 'labox',
  language: 'language',
} as const;
/** Seed 000 §1: Spanish is "a language cookie with value es". */
export const SPANISH_LANGUAGE_COOKIE_VALUE = 'es';

// ---------------------------------------------------------------- layout

/**
 * Seed 000 §2: "the mobile search bar closes when the viewport is 978 px wide or more".
 * Not the desktop breakpoint (980): the seed gives both numbers, so both are kept.
 */
export const MOBILE_SEARCH_CLOSE_MIN_WIDTH_PX = 978;
/** Seed 000 §9 viewport classes: phone is under 768 px, tablet starts here (768-979). */
export const VIEWPORT_TABLET_MIN_WIDTH_PX = 768;
/** Desktop starts here (980-1199). */
export const VIEWPORT_DESKTOP_MIN_WIDTH_PX = 980;
/** Large desktop: "1200 and up". */
export const VIEWPORT_LARGE_DESKTOP_MIN_WIDTH_PX = 1200;

// ---------------------------------------------------------------- lists and dashboard

/** Seed 000 §9: "Multi-remove maximum 10" (the bulk-remove warning says "ten items"). */
export const MULTI_REMOVE_MAX_ITEMS = 10;
/** Seed 000 §9: "page sizes 20 and 100"; the seed does not say which list uses which. */
export const PAGE_SIZE_SMALL = 20;
/** The larger of the two page sizes of seed 000 §9. */
export const PAGE_SIZE_LARGE = 100;
/** Seed 000 §9: "Next-DVR-recordings menu fetch 4" (the web DVR query's limit in §7). */
export const NEXT_DVR_RECORDINGS_MENU_FETCH = 4;
/**
 * Seed 000 §9: how many items each dashboard module with an item list shows: on demand and the
 * cart (or favorites) 3, TV best bets 4, DVR the 4 newest recordings. The one place these counts
 * are written; the names below and the readers that fetch the items take them from here.
 */
export const DASHBOARD_MODULE_ITEMS = { onDemand: 3, cart: 3, saved: 3, onTonight: 4, dvr: 4 } as const;
/** The on-demand dashboard module's item count. */
export const DASHBOARD_ON_DEMAND_ITEMS = DASHBOARD_MODULE_ITEMS.onDemand;
/** The cart (favorites) dashboard module's item count. */
export const DASHBOARD_CART_ITEMS = DASHBOARD_MODULE_ITEMS.cart;
/** The TV best bets dashboard module's item count. */
export const DASHBOARD_BEST_BETS_ITEMS = DASHBOARD_MODULE_ITEMS.onTonight;
/** The DVR dashboard module's item count (the newest recordings). */
export const DASHBOARD_DVR_ITEMS = DASHBOARD_MODULE_ITEMS.dvr;

// ---------------------------------------------------------------- timers

/** Seed 000 §9: "E-mail wait timeout 5000 ms". */
export const EMAIL_WAIT_TIMEOUT_MS = 5000;
/** Seed 000 §9: "menu hide delay 500 ms". */
export const MENU_HIDE_DELAY_MS = 500;
/** Seed 000 §9: "Webmail timer 300000 ms" (five minutes between webmail polls). */
export const WEBMAIL_TIMER_MS = 300_000;
/** Seed 000 §1: the browser-deprecation check "repeats weekly (604800000 ms)". */
export const BROWSER_DEPRECATION_CHECK_INTERVAL_MS = 604_800_000;
/** Seed 000 §4: "Web alert dialogs queue with a 500 ms gap". */
export const ALERT_DIALOG_GAP_MS = 500;
/**
 * Seed 000 §8: "a balance over 20 shows '${amount} is due at this time.'": dollars, so 2000 cents;
 * exactly $20.00 shows nothing.
 */
export const ACCOUNT_ALERT_BALANCE_THRESHOLD_CENTS = 2000;

// ---------------------------------------------------------------- carousel (seed 000 §9)

/** Carousel default item width, px. */
export const CAROUSEL_ITEM_WIDTH_PX = 140;
/** Carousel default gap between items, px. */
export const CAROUSEL_GAP_PX = 28;
/** Carousel default slide animation, ms. */
export const CAROUSEL_ANIMATION_MS = 200;
/** Carousel default swipe threshold: a drag shorter than this many px is not a swipe. */
export const CAROUSEL_SWIPE_THRESHOLD_PX = 75;
/** Carousel default tap delay, ms. */
export const CAROUSEL_TAP_DELAY_MS = 500;

// ---------------------------------------------------------------- validation timing (seed 000 §5)

/** "Validation messages appear after 750 ms by default". */
export const VALIDATION_MESSAGE_DELAY_MS = 750;
/** "500 ms for the id, name and zip live checks". */
export const LIVE_CHECK_MESSAGE_DELAY_MS = 500;
/** "the password check is debounced 500 ms". */
export const PASSWORD_CHECK_DEBOUNCE_MS = 500;

// ---------------------------------------------------------------- password (seed 000 §5, §9)

/** "Password 6-32". */
export const PASSWORD_MIN_LENGTH = 6;
/** The field stops at this many characters. */
export const PASSWORD_MAX_LENGTH = 32;
/** How long the max-length message shows: "for 2 seconds". */
export const PASSWORD_MAX_LENGTH_MESSAGE_MS = 2000;
/**
 * The length from which a password is judged: "under 8 characters scores 0", the repetition
 * rule applies to "passwords over 7 characters", and "flagged weak" needs "at least 8".
 */
export const PASSWORD_JUDGED_MIN_LENGTH = 8;
/** "4 or more identical characters in a row" is rejected. */
export const PASSWORD_MAX_REPEAT_RUN = 4;
/** "a 4-step ascending or descending run" (abcd, 4321) is rejected. */
export const PASSWORD_MAX_SEQUENCE_RUN = 4;
/** "Strength score, capped at 100". */
export const PASSWORD_STRENGTH_MAX = 100;
/** Strength threshold: 38 and above is MEDIUM (under it, TOO WEAK and "flagged weak"). */
export const PASSWORD_STRENGTH_MEDIUM_MIN = 38;
/** Strength threshold: 63 and above is STRONG. */
export const PASSWORD_STRENGTH_STRONG_MIN = 63;
/** Strength threshold: 88 and above is VERY STRONG. */
export const PASSWORD_STRENGTH_VERY_STRONG_MIN = 88;

// ---------------------------------------------------------------- other fields (seed 000 §5, §9)

/** "user id 4-14". */
export const USER_ID_MIN_LENGTH = 4;
/** The longest user id. */
export const USER_ID_MAX_LENGTH = 14;
/** "first name 15" (strict check). */
export const FIRST_NAME_MAX_LENGTH = 15;
/** "last name 25" (strict check). */
export const LAST_NAME_MAX_LENGTH = 25;
/** "ZIP 5": at most 5 while typing, exactly 5 on the strict check. */
export const ZIP_LENGTH = 5;
/** "phone 10" digits. */
export const PHONE_DIGITS = 10;
/**
 * "numeric value between 2000000000 and 9999999999": a US area code cannot start with 0 or 1,
 * so the smallest real number is 200 000-0000.
 */
export const PHONE_MIN_VALUE = 2_000_000_000;
/** The largest 10-digit phone number. */
export const PHONE_MAX_VALUE = 9_999_999_999;
/** "mask 4-6-2 (12 digits) when the first digit is not 0". */
export const ACCOUNT_NUMBER_MASK = [4, 6, 2] as const;
/** "5-6-2 (13 digits) when it starts with 0". */
export const ACCOUNT_NUMBER_MASK_LEADING_ZERO = [5, 6, 2] as const;
/** Seed 000 §5: a MAC address is "six groups of two hex digits". */
export const MAC_ADDRESS_GROUPS = 6;
/** Hex digits per MAC address group. */
export const MAC_ADDRESS_GROUP_DIGITS = 2;
/** Seed 000 §5 and seed 002 §5: "Time blocks can be set up to 14 days ahead". */
export const TIME_BLOCK_MAX_DAYS_AHEAD = 14;
/** Seed 000 §9: "Calendar shows 42 days" (six weeks of seven, so every month fits). */
export const CALENDAR_DAYS = 42;
