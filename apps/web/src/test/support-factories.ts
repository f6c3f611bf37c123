import type {
  SupportNotification,
  SupportNotificationList,
  SupportNotificationSummary,
} from '@coax/contract';

export function createSupportNotificationSummary(
  overrides: Partial<SupportNotificationSummary> = {},
): SupportNotificationSummary {
  return {
    id: 1002,
    kind: 'maintenance',
    title: 'Planned maintenance in Hicksville tonight',
    summary: 'TV, internet and phone may be briefly unavailable overnight.',
    publishedAt: '2026-11-19T15:00:00.000Z',
    ...overrides,
  };
}

export function createSupportNotificationList(
  notifications: SupportNotificationSummary[] = [createSupportNotificationSummary()],
  language: SupportNotificationList['language'] = 'opt',
): SupportNotificationList {
  return { language, notifications };
}

export function createSupportNotification(overrides: Partial<SupportNotification> = {}): SupportNotification {
  return {
    ...createSupportNotificationSummary(),
    language: 'opt',
    body: 'We are upgrading the network that serves Hicksville.\n\nThere is nothing you need to do.',
    expiresAt: '2026-11-21T04:00:00.000Z',
    ...overrides,
  };
}
