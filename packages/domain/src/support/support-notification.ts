/**
 * Support notifications (seed 001 §2 "/support/notification/#?type=cms-detailed&id={id}"): the
 * detail page of a notice the operator publishes, such as planned maintenance or an outage.
 */

/** The notification page, before its hash. */
export const SUPPORT_NOTIFICATION_PAGE = '/support/notification/';

/** The hash's `type` values the page shows; the seed names one. */
export const SUPPORT_NOTIFICATION_TYPES = ['cms-detailed'] as const;
export type SupportNotificationType = (typeof SUPPORT_NOTIFICATION_TYPES)[number];

/** What a notification is about; each kind has its own label on the page. */
export const SUPPORT_NOTIFICATION_KINDS = ['outage', 'maintenance', 'notice'] as const;
export type SupportNotificationKind = (typeof SUPPORT_NOTIFICATION_KINDS)[number];

/** Notification ids are positive database integers. */
export const SUPPORT_NOTIFICATION_ID_MAX = 2_147_483_647;

/** The seed's link to one notification's detail. */
export function supportNotificationPath(id: number): string {
  return `${SUPPORT_NOTIFICATION_PAGE}#?type=${SUPPORT_NOTIFICATION_TYPES[0]}&id=${id}`;
}

/**
 * The notification a page's hash names (`#?type=cms-detailed&id=42`), or null when the hash names
 * none the page can show: another type, no id, or an id that is not a positive whole number.
 */
export function parseSupportNotificationHash(
  hash: string,
): { type: SupportNotificationType; id: number } | null {
  const query = hash.replace(/^#/, '').replace(/^\//, '').replace(/^\?/, '');
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    const at = pair.indexOf('=');
    if (at > 0 && !params.has(pair.slice(0, at))) params.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const type = params.get('type');
  const raw = params.get('id') ?? '';
  // Stryker disable next-line MethodExpression: the list holds a single type, so some() and every() agree on it
  if (!SUPPORT_NOTIFICATION_TYPES.some((t) => t === type) || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  if (id < 1 || id > SUPPORT_NOTIFICATION_ID_MAX) return null;
  return { type: SUPPORT_NOTIFICATION_TYPES[0], id };
}

/** Corp ids are short digit codes (seed 000 §3 "corpId"; the demo's are four digits). */
export const CORP_ID_PATTERN = /^\d{4}$/;

/** The area's refusal messages. */
export const SupportMessages = {
  corpFormat: 'A corp id is four digits.',
  corpNotFound: 'We do not serve that corp.',
  notificationId: 'The notification id is a number.',
  notificationNotFound: 'This notification is not available.',
} as const;
