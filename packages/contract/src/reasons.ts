/**
 * Why a request was refused: a stable id next to the message of every error body and every field
 * issue, `<area>.<thing>[.<detail>]`, dotted and lower-case. A client maps the id to its own
 * words and never reads the message (docs/decisions/0009-refusal-reasons.md). Ids are added, never
 * renamed or reused for another meaning.
 */

/** Input that failed the contract's schemas, when no seed message names the rule. */
export const INPUT_REASONS = [
  'input.required',
  'input.invalid',
  'input.invalid-type',
  'input.format',
  'input.not-allowed',
  'input.too-short',
  'input.too-long',
  'input.too-small',
  'input.too-large',
  'input.too-few',
  'input.too-many',
  'input.unknown-field',
  'input.control-characters',
  'input.no-body-expected',
] as const;

/** The request itself: its body, its address, its headers. */
export const REQUEST_REASONS = [
  'request.body.empty',
  'request.body.too-large',
  'request.body.not-json',
  'request.body.media-type',
  'request.not-understood',
  'request.address.too-long',
  'request.address.invalid',
  'request.no-such-endpoint',
  'request.forged',
  'request.throttled',
  'request.idempotency.missing',
  'request.idempotency.malformed',
  'request.idempotency.conflict',
  'request.idempotency.in-progress',
  'server.internal',
  'server.unavailable',
  /** /api/health/ready: a dependency is down, migrations are behind, or the process is stopping */
  'server.not-ready',
] as const;

export const SESSION_REASONS = [
  'session.none',
  'session.expired',
  'session.reauth-required',
  'session.bad-credentials',
  'session.locked',
  'session.throttled',
  'session.agent-only',
  'session.choose-subscriber',
  'session.not-primary',
  'session.own-account-only',
  'session.agent-acting',
  'session.not-allowed',
  'session.password.length',
  'session.password.characters',
  'session.password.repetitive',
] as const;

export const BILLING_REASONS = [
  'billing.not-found',
  'billing.statement.not-found',
  'billing.insert.not-found',
  'payment.amount.required',
  'payment.amount.format',
  'payment.amount.under-min',
  'payment.amount.over-max',
  'payment.amount.more-than-due',
  'payment.date.format',
  'payment.date.too-late',
  'payment.date.not-future',
  'payment.card-expired',
  'payment.method.not-found',
  'payment.not-found',
  'payment.not-changeable',
  'payment.nothing-to-change',
  'payment.gateway-failed',
  'payment.declined',
  'payment.declined.insufficient-funds',
  'payment.account-changed',
  'autopay.exists',
  'autopay.not-found',
  'autopay.days-before',
  'autopay.day-of-month',
  'autopay.opt-out.none',
  'autopay.payment.invalid',
  'autopay.payment.incorrect-values',
  'payment-method.name.required',
  'payment-method.name.invalid',
  'payment-method.card-number',
  'payment-method.nickname.required',
  'payment-method.nickname.too-long',
  'payment-method.nickname.invalid',
  'payment-method.nickname.taken',
  'payment-method.exp-month',
  'payment-method.exp-year',
  'payment-method.exp-past',
  'payment-method.address.required',
  'payment-method.address.too-long',
  'payment-method.city',
  'payment-method.state',
  'payment-method.zip',
  'payment-method.routing-number',
  'payment-method.account-number',
  'payment-method.card-declined',
  'payment-method.bank-declined',
  'payment-method.not-found',
  'payment-method.move-to.required',
  'payment-method.gateway-down',
  'paperless.email.invalid',
  'paperless.stale',
  'transfer.select-method',
  'transfer.select-method-or-autopay',
  'transfer.authorise',
  'transfer.no-move',
  'transfer.window-closed',
  'transfer.already-done',
  'transfer.method.unknown',
  'transfer.method.expired',
  'transfer.nickname-taken',
  'transfer.no-autopay',
  'transfer.no-preferences',
  'transfer.no-such-account',
] as const;

export const TV_REASONS = [
  'dvr.box.not-found',
  'dvr.airing.not-found',
  'dvr.series-rule.not-found',
  'dvr.user-info',
  'dvr.blocked',
  'dvr.no-dvr',
  'dvr.connect',
  'dvr.ids.none',
  'dvr.ids.too-many',
  'box-settings.box.not-found',
  'box-settings.no-tv',
  'box-settings.not-primary',
  'box-settings.pin.required',
  'box-settings.pin.format',
  'box-settings.copy.same-box',
  'box-settings.aspect-ratio.needs-sd',
  'box-settings.resolution.needs-widescreen',
  'box-settings.fixed-volume.muted-captions',
  'box-settings.muted-captions.fixed-volume',
  'box-settings.timer.order',
  'box-settings.time-block.too-far-ahead',
  'box-settings.time-block.in-the-past',
  'box-settings.time-block.order',
  'box-settings.time-block.overlap',
  'box-settings.time-block.day',
  'box-settings.time-block.too-many',
  'guide.schedule.unavailable',
  'guide.program.load-failed',
  'guide.program.not-found',
  'guide.range.order',
  'guide.range.too-long',
  'vod.category.not-found',
  'vod.title.not-found',
  'vod.series.not-found',
  'vod.title.expired',
  'vod.no-tv',
  'vod.cart.full',
  'vod.favorites.full',
  'vod.select.too-many',
] as const;

export const SHELL_REASONS = [
  'dashboard.voicemail.no-phone',
  'dashboard.mailbox.no-internet',
  'dashboard.mailbox.maintenance',
  'dashboard.mailbox.none',
  'dashboard.mailbox.unavailable',
  'faq.answer.not-found',
  'csr.subscriber.not-found',
] as const;

/** Why a mailbox cannot be opened (the domain's MailboxView reason), as a refusal's reason. */
export const MAILBOX_REASONS = {
  noInternet: 'dashboard.mailbox.no-internet',
  maintenance: 'dashboard.mailbox.maintenance',
  noMailbox: 'dashboard.mailbox.none',
  unknown: 'dashboard.mailbox.unavailable',
} as const satisfies Record<string, (typeof SHELL_REASONS)[number]>;

/** Service appointments: seed 002 §8's codes (no code 8) and the refusals around them. */
export const APPOINTMENTS_REASONS = [
  'appointments.system-error',
  'appointments.account.not-found',
  'appointments.ddpid.not-found',
  'appointments.crmid.not-found',
  'appointments.ddpid.not-authorized',
  'appointments.crmid.not-authorized',
  'appointments.not-found',
  'appointments.pin.incorrect',
  'appointments.time-token.not-found',
  'appointments.time.unavailable',
  'appointments.not-changeable',
  'appointments.too-close',
  'appointments.not-primary',
  'appointments.date.outside-window',
  'appointments.offer.none',
] as const;

/** Seed 002 §8: each appointment error code and its reason. */
export const APPOINTMENT_CODE_REASONS = {
  1: 'appointments.system-error',
  2: 'appointments.account.not-found',
  3: 'appointments.ddpid.not-found',
  4: 'appointments.crmid.not-found',
  5: 'appointments.ddpid.not-authorized',
  6: 'appointments.crmid.not-authorized',
  7: 'appointments.not-found',
  9: 'appointments.pin.incorrect',
  10: 'appointments.time-token.not-found',
  11: 'appointments.time.unavailable',
} as const satisfies Record<number, (typeof APPOINTMENTS_REASONS)[number]>;

/** Every reason id, in one list. */
export const REASONS = [
  ...INPUT_REASONS,
  ...REQUEST_REASONS,
  ...SESSION_REASONS,
  ...BILLING_REASONS,
  ...TV_REASONS,
  ...SHELL_REASONS,
  ...APPOINTMENTS_REASONS,
] as const;
export type Reason = (typeof REASONS)[number];

const KNOWN: ReadonlySet<string> = new Set(REASONS);
export const isReason = (value: unknown): value is Reason => typeof value === 'string' && KNOWN.has(value);
