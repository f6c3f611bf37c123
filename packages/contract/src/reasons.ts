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
  'arrangement.not-eligible.not-past-due',
  'arrangement.not-eligible.active',
  'arrangement.not-eligible.broken-recently',
  'arrangement.plan.count',
  'arrangement.plan.date',
  'arrangement.plan.order',
  'arrangement.plan.amount',
  'arrangement.plan.sum',
  'arrangement.not-found',
  'arrangement.instalment.locked',
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
  'dashboard.slots.same-module',
  'dashboard.slots.not-entitled',
  'faq.answer.not-found',
  'csr.subscriber.not-found',
  'csr.audit.dates-reversed',
  'phone.no-phone',
  'phone.voicemail.not-found',
  'webmail.message.not-found',
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
  'appointments.new-customer.locked',
  'appointments.new-customer.grant-ended',
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

/** User ids of a household and password and id recovery (issue 15). */
export const IDENTITY_REASONS = [
  'identity.not-primary',
  'identity.limit-reached',
  'identity.not-found',
  'identity.primary-not-changeable',
  'identity.id.taken',
  'identity.id.invalid-chars',
  'identity.id.begin-chars',
  'identity.id.repeated-separators',
  'identity.id.too-short',
  'identity.id.too-long',
  'identity.name.invalid-chars',
  'identity.name.too-short',
  'identity.name.too-long',
  'identity.recovery.method-required',
  'identity.recovery.token',
  'identity.recovery.bad-answer',
  'identity.recovery.throttled',
  'identity.contact.email',
  'identity.contact.phone',
  'identity.transfer.not-primary',
  'identity.transfer.not-disconnected',
  'identity.transfer.window-closed',
  'identity.transfer.already-moved',
  'identity.transfer.over-limit',
  'identity.transfer.unknown-id',
  'identity.transfer.primary-taken',
  'identity.transfer.none-chosen',
  'identity.contact.description',
  'identity.pin.format',
  'identity.pin.mismatch',
  'identity.pin.not-set',
  'identity.pin.throttled',
] as const;

/** The home network (issue 17): the domain's rules field by field, and the refusals around them. */
export const NETWORK_REASONS = [
  'network.no-internet',
  'network.not-primary',
  'network.gateway.failed',
  'network.gateway.changed',
  'network.ssid.required',
  'network.ssid.too-long',
  'network.special-characters',
  'network.passphrase.length',
  'network.passphrase.characters',
  'network.channel',
  'network.timer.order',
  'network.address.format',
  'network.address.private',
  'network.subnet-mask',
  'network.gateway.outside-subnet',
  'network.dhcp.outside-subnet',
  'network.dhcp.order',
  'network.dhcp.includes-gateway',
  'network.port',
  'network.port.range-order',
  'network.port-rule.outside-lan',
  'network.port-rule.is-gateway',
  'network.port-rule.overlap',
  'network.port-rule.too-many',
  'network.port-rule.not-found',
  'network.label.required',
  'network.label.too-long',
  'network.device.not-found',
  'network.group.not-found',
  'network.pause.until-past',
  'network.pause.too-far-ahead',
  'network.pause.in-the-past',
  'network.pause.order',
  'network.pause.day',
  'network.pause.not-found',
  'network.mac-address',
  'network.email',
  'network.hotspot.duplicate',
  'network.hotspot.not-found',
  'network.hotspot.too-many',
  'network.spam-filter.not-offered',
] as const;

/** The support area (issue 18): a corp or a notification that is not there. */
export const SUPPORT_REASONS = ['support.corp.not-found', 'support.notification.not-found'] as const;

/** Support cases (issue 18 items 4 and 5): email-us, the theft report, credit requests. */
export const SUPPORT_CASES_REASONS = [
  'support.attachment.type',
  'support.attachment.size',
  'support.attachment.empty',
  'support.case.not-found',
  'support.case.answered',
  'support.theft.unavailable',
  'support.credit.not-eligible',
  'support.credit.duplicate',
  'support.credit.not-found',
  'support.credit.decided',
  'support.credit.primary-only',
  'support.special-characters',
] as const;

/** Support troubleshooting: flows, modems, boxes, consent and tutorials. */
export const SUPPORT_TROUBLESHOOT_REASONS = [
  'support.troubleshoot.step',
  'support.modem.not-found',
  'support.modem.restarting',
  'support.stb.not-found',
  'support.consent.invalid',
  'support.consent.subscriber-only',
  'support.tutorial.not-found',
] as const;

/** The locator map (issue 18 item 6): an unknown map type, a ZIP code that is not there. */
export const LOCATOR_REASONS = [
  'locator.type.unknown',
  'locator.zip.not-found',
  'locator.bounds.order',
] as const;

/** Pricing and My services (issue 19 items 7 and 8). */
export const SHOP_SERVICES_REASONS = [
  'shop.services.not-primary',
  'shop.services.unknown',
  'shop.services.already-have',
  'shop.services.needs-service',
  'shop.services.not-on',
  'shop.services.not-addon',
  'shop.pricing.unavailable',
] as const;

/** The store (issue 19): a product or model not in the shop, a cart too long, a ZIP without tax. */
export const SHOP_REASONS = [
  'shop.product.not-found',
  'shop.model.not-found',
  'shop.cart.too-many-lines',
  'shop.tax.zip-not-served',
] as const;

/** Live chat (issue 18 item 1): a chat that is not there, closed, taken, or sent to too fast. */
export const SUPPORT_CHAT_REASONS = [
  'support.chat.not-found',
  'support.chat.ended',
  'support.chat.taken',
  'support.chat.not-yours',
  'support.chat.already-open',
  'support.chat.too-fast',
  'support.chat.subscribers-only',
  'support.chat.open',
] as const;

/** Every reason id, in one list. */
export const REASONS = [
  ...INPUT_REASONS,
  ...REQUEST_REASONS,
  ...SESSION_REASONS,
  ...BILLING_REASONS,
  ...TV_REASONS,
  ...SHELL_REASONS,
  ...APPOINTMENTS_REASONS,
  ...IDENTITY_REASONS,
  ...NETWORK_REASONS,
  ...SUPPORT_REASONS,
  ...SUPPORT_CASES_REASONS,
  ...SUPPORT_TROUBLESHOOT_REASONS,
  ...LOCATOR_REASONS,
  ...SHOP_SERVICES_REASONS,
  ...SHOP_REASONS,
  ...SUPPORT_CHAT_REASONS,
] as const;
export type Reason = (typeof REASONS)[number];

const KNOWN: ReadonlySet<string> = new Set(REASONS);
export const isReason = (value: unknown): value is Reason => typeof value === 'string' && KNOWN.has(value);
