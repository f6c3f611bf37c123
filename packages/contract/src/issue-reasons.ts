import type { z } from 'zod';
import {
  ArrangementMessages,
  APPOINTMENT_ERROR_CODES,
  AmountMessages,
  AppointmentMessages,
  AutopayMessages,
  AuxPinMessages,
  BankAccountMessages,
  BoxSettingsMessages,
  DeviceSettingsMessages,
  DvrMessages,
  DvrRuleMessages,
  BulkRemoveMessages,
  EmailMessages,
  MacAddressMessages,
  IdentityMessages,
  IdTransferMessages,
  NameMessages,
  NetworkMessages,
  PhoneMessages,
  RecoveryMessages,
  PaperlessMessages,
  PasswordMessages,
  PaymentDateMessages,
  PaymentMessages,
  PaymentMethodMessages,
  SessionMessages,
  TransferMessages,
  SupportCaseMessages,
  CreditMessages,
  LocatorMessages,
} from '@coax/domain';
import type { Reason } from './reasons.ts';

/**
 * The seed messages that have a reason of their own: one table, the only place where a message
 * meets its reason. It serves both ways:
 * - a schema that refines with a seed message (`.max(PAYMENT_MAX_CENTS, AmountMessages.max)`)
 *   needs nothing more: `issueReason` finds the message here and answers its reason, so field
 *   issues from validation carry the same ids as the server's own refusals;
 * - the server's `errors.*(reason)` take their default message from here, so the wording stays
 *   the seed's verbatim.
 * A message not listed here gets a generic `input.*` reason from its zod issue code.
 */
export const SEED_MESSAGES = {
  'session.none': SessionMessages.noSession,
  'session.expired': SessionMessages.sessionExpired,
  'session.reauth-required': SessionMessages.reauthRequired,
  'session.password.length': PasswordMessages.length,
  'session.password.characters': PasswordMessages.characters,
  'session.password.repetitive': PasswordMessages.repetitive,
  'payment.amount.required': AmountMessages.required,
  'payment.amount.format': AmountMessages.format,
  'payment.amount.under-min': AmountMessages.min,
  'payment.amount.over-max': AmountMessages.max,
  'payment.amount.more-than-due': AmountMessages.moreThanDue,
  'payment.date.format': PaymentDateMessages.format,
  'payment.date.too-late': PaymentDateMessages.tooLate,
  'payment.date.not-future': PaymentDateMessages.notFuture,
  'payment.card-expired': PaymentMessages.cardExpired,
  'payment.method.not-found': PaymentMessages.methodNotFound,
  'payment.not-found': PaymentMessages.paymentNotFound,
  'payment.not-changeable': PaymentMessages.notChangeable,
  'payment.nothing-to-change': PaymentMessages.nothingToChange,
  'autopay.exists': PaymentMessages.autopayExists,
  'autopay.not-found': PaymentMessages.autopayNotFound,
  'autopay.days-before': AutopayMessages.daysBefore,
  'autopay.day-of-month': AutopayMessages.dayOfMonth,
  'autopay.opt-out.none': PaymentMessages.noOptOutSelected,
  'autopay.payment.invalid': PaymentMessages.invalidPayment,
  'autopay.payment.incorrect-values': PaymentMessages.scheduledAutopayIncorrect,
  'payment-method.name.required': PaymentMethodMessages.nameRequired,
  'payment-method.name.invalid': PaymentMethodMessages.nameInvalid,
  'payment-method.card-number': PaymentMethodMessages.cardNumber,
  'payment-method.nickname.required': PaymentMethodMessages.nicknameRequired,
  'payment-method.nickname.too-long': PaymentMethodMessages.nicknameTooLong,
  'payment-method.nickname.invalid': PaymentMethodMessages.nicknameInvalid,
  'payment-method.exp-month': PaymentMethodMessages.expMonth,
  'payment-method.exp-year': PaymentMethodMessages.expYear,
  'payment-method.exp-past': PaymentMethodMessages.expPast,
  'payment-method.address.required': PaymentMethodMessages.address,
  'payment-method.address.too-long': PaymentMethodMessages.addressTooLong,
  'payment-method.city': PaymentMethodMessages.city,
  'payment-method.state': PaymentMethodMessages.state,
  'payment-method.zip': PaymentMethodMessages.zip,
  'payment-method.routing-number': BankAccountMessages.routingNumber,
  'payment-method.account-number': BankAccountMessages.accountNumber,
  'paperless.email.invalid': PaperlessMessages.invalidEmail,
  'paperless.stale': PaperlessMessages.stale,
  'transfer.select-method': TransferMessages.selectMethod,
  'transfer.select-method-or-autopay': TransferMessages.selectMethodOrAutopay,
  'transfer.authorise': TransferMessages.authorise,
  'transfer.no-move': TransferMessages.noMove,
  'transfer.window-closed': TransferMessages.windowClosed,
  'transfer.already-done': TransferMessages.alreadyDone,
  'transfer.method.unknown': TransferMessages.unknownMethod,
  'transfer.method.expired': TransferMessages.expiredMethod,
  'transfer.nickname-taken': TransferMessages.nicknameTaken,
  'transfer.no-autopay': TransferMessages.noAutopay,
  'transfer.no-preferences': TransferMessages.noPreferences,
  'transfer.no-such-account': TransferMessages.noSuchAccount,
  'arrangement.not-eligible.not-past-due': ArrangementMessages.notPastDue,
  'arrangement.not-eligible.active': ArrangementMessages.active,
  'arrangement.not-eligible.broken-recently': ArrangementMessages.brokenRecently,
  'arrangement.plan.count': ArrangementMessages.count,
  'arrangement.plan.date': ArrangementMessages.date,
  'arrangement.plan.order': ArrangementMessages.order,
  'arrangement.plan.amount': ArrangementMessages.amount,
  'arrangement.plan.sum': ArrangementMessages.sum,
  'arrangement.not-found': ArrangementMessages.notFound,
  'arrangement.instalment.locked': ArrangementMessages.instalmentLocked,
  'dvr.box.not-found': DvrRuleMessages.unknownBox,
  'dvr.airing.not-found': DvrRuleMessages.unknownAiring,
  'dvr.user-info': DvrMessages.userInfo,
  'dvr.blocked': DvrRuleMessages.blocked,
  'dvr.no-dvr': DvrRuleMessages.noDvr,
  'dvr.connect': DvrMessages.connect,
  'dvr.ids.none': DvrRuleMessages.noIds,
  'dvr.ids.too-many': DvrRuleMessages.tooManyIds,
  'box-settings.pin.required': NetworkMessages.pinRequired,
  'box-settings.pin.format': BoxSettingsMessages.pinFormat,
  'box-settings.copy.same-box': BoxSettingsMessages.copyToSameBox,
  'box-settings.aspect-ratio.needs-sd': DeviceSettingsMessages.aspectRatioNeedsStandardDefinition,
  'box-settings.fixed-volume.muted-captions': DeviceSettingsMessages.fixedVolumeWithMutedCaptions,
  'box-settings.muted-captions.fixed-volume': DeviceSettingsMessages.mutedCaptionsWithFixedVolume,
  'box-settings.timer.order': DeviceSettingsMessages.timer,
  'box-settings.time-block.too-far-ahead': DeviceSettingsMessages.timeBlockTooFarAhead,
  'box-settings.time-block.in-the-past': DeviceSettingsMessages.timeBlockInThePast,
  'box-settings.time-block.order': BoxSettingsMessages.timeBlockOrder,
  'box-settings.time-block.overlap': BoxSettingsMessages.timeBlockOverlap,
  'box-settings.time-block.day': BoxSettingsMessages.timeBlockDay,
  'box-settings.time-block.too-many': BoxSettingsMessages.tooManyTimeBlocks,
  'vod.select.too-many': BulkRemoveMessages.tooManySelected,
  'appointments.system-error': APPOINTMENT_ERROR_CODES[1],
  'appointments.account.not-found': APPOINTMENT_ERROR_CODES[2],
  'appointments.ddpid.not-found': APPOINTMENT_ERROR_CODES[3],
  'appointments.crmid.not-found': APPOINTMENT_ERROR_CODES[4],
  'appointments.ddpid.not-authorized': APPOINTMENT_ERROR_CODES[5],
  'appointments.crmid.not-authorized': APPOINTMENT_ERROR_CODES[6],
  'appointments.not-found': APPOINTMENT_ERROR_CODES[7],
  'appointments.pin.incorrect': APPOINTMENT_ERROR_CODES[9],
  'appointments.time-token.not-found': APPOINTMENT_ERROR_CODES[10],
  'appointments.time.unavailable': APPOINTMENT_ERROR_CODES[11],
  'appointments.not-changeable': AppointmentMessages.cannotChange,
  'appointments.too-close': AppointmentMessages.tooClose,
  'appointments.not-primary': AppointmentMessages.notPrimary,
  'appointments.date.outside-window': AppointmentMessages.outsideWindow,
  'appointments.offer.none': AppointmentMessages.noOffer,
  'identity.not-primary': IdentityMessages.primaryOnly,
  'identity.limit-reached': IdentityMessages.limitReached,
  'identity.not-found': IdentityMessages.notFound,
  'identity.primary-not-changeable': IdentityMessages.primaryNotChangeable,
  'identity.id.taken': IdentityMessages.idTaken,
  'identity.name.invalid-chars': NameMessages.invalidChars,
  'identity.name.too-short': NameMessages.tooShort,
  'identity.name.too-long': NameMessages.tooLong,
  'identity.recovery.method-required': RecoveryMessages.methodRequired,
  'identity.recovery.token': RecoveryMessages.tokenRequired,
  'identity.recovery.bad-answer': RecoveryMessages.badAnswer,
  'identity.recovery.throttled': RecoveryMessages.throttled,
  'identity.contact.email': EmailMessages.invalid,
  'identity.contact.phone': PhoneMessages.invalid,
  'identity.transfer.not-primary': IdTransferMessages['not-primary'],
  'identity.transfer.not-disconnected': IdTransferMessages['not-disconnected'],
  'identity.transfer.window-closed': IdTransferMessages['window-closed'],
  'identity.transfer.already-moved': IdTransferMessages['already-moved'],
  'identity.transfer.over-limit': IdTransferMessages['over-limit'],
  'identity.transfer.unknown-id': IdTransferMessages['unknown-id'],
  'identity.transfer.primary-taken': IdTransferMessages['primary-taken'],
  'identity.transfer.none-chosen': IdTransferMessages['none-chosen'],
  'identity.contact.description': AuxPinMessages.description,
  'identity.pin.format': AuxPinMessages.format,
  'identity.pin.mismatch': AuxPinMessages.mismatch,
  'identity.pin.not-set': AuxPinMessages.notSet,
  'identity.pin.throttled': AuxPinMessages.throttled,
  'network.mac-address': MacAddressMessages.invalid,
  'network.email': EmailMessages.invalid,
  'support.attachment.type': SupportCaseMessages.attachmentType,
  'support.attachment.size': SupportCaseMessages.attachmentSize,
  'support.attachment.empty': SupportCaseMessages.attachmentEmpty,
  'support.special-characters': SupportCaseMessages.specialCharacters,
  'support.theft.unavailable': SupportCaseMessages.theftUnavailable,
  'support.case.not-found': SupportCaseMessages.caseNotFound,
  'support.case.answered': SupportCaseMessages.caseAnswered,
  'support.credit.not-eligible': CreditMessages.notEligible,
  'support.credit.duplicate': CreditMessages.alreadyRequested,
  'support.credit.not-found': CreditMessages.notFound,
  'support.credit.decided': CreditMessages.decided,
  'support.credit.primary-only': CreditMessages.primaryOnly,
  'locator.type.unknown': LocatorMessages.unknownType,
  'locator.zip.not-found': LocatorMessages.zipNotFound,
  'locator.bounds.order': LocatorMessages.boundsOrder,
} as const satisfies Partial<Record<Reason, string>>;

/** The domain's box-settings issue codes (`BoxSettingsIssue.code`), each with its reason. */
export const BOX_SETTINGS_ISSUE_REASONS: Readonly<Record<string, Reason>> = {
  aspectRatioNeedsStandardDefinition: 'box-settings.aspect-ratio.needs-sd',
  resolutionNeedsWidescreen: 'box-settings.resolution.needs-widescreen',
  fixedVolumeWithMutedCaptions: 'box-settings.fixed-volume.muted-captions',
  mutedCaptionsWithFixedVolume: 'box-settings.muted-captions.fixed-volume',
  timer: 'box-settings.timer.order',
  timeBlockTooFarAhead: 'box-settings.time-block.too-far-ahead',
  timeBlockInThePast: 'box-settings.time-block.in-the-past',
  timeBlockOrder: 'box-settings.time-block.order',
  timeBlockOverlap: 'box-settings.time-block.overlap',
  timeBlockDay: 'box-settings.time-block.day',
  tooManyTimeBlocks: 'box-settings.time-block.too-many',
  copyToSameBox: 'box-settings.copy.same-box',
  pinRequired: 'box-settings.pin.required',
  pinFormat: 'box-settings.pin.format',
};

/**
 * The domain's home-network issue codes (`NetworkIssue.code`), each with its reason. The timer
 * shares its seed text with the box's timer, so the server names this reason rather than
 * looking the text up.
 */
export const NETWORK_ISSUE_REASONS = {
  ssidRequired: 'network.ssid.required',
  ssidTooLong: 'network.ssid.too-long',
  specialCharacters: 'network.special-characters',
  passphraseLength: 'network.passphrase.length',
  passphraseCharacters: 'network.passphrase.characters',
  channel: 'network.channel',
  timer: 'network.timer.order',
  ipAddress: 'network.address.format',
  privateAddress: 'network.address.private',
  subnetMask: 'network.subnet-mask',
  gatewayOutsideSubnet: 'network.gateway.outside-subnet',
  dhcpOutsideSubnet: 'network.dhcp.outside-subnet',
  dhcpOrder: 'network.dhcp.order',
  dhcpIncludesGateway: 'network.dhcp.includes-gateway',
  port: 'network.port',
  portRangeOrder: 'network.port.range-order',
  internalAddressOutsideLan: 'network.port-rule.outside-lan',
  internalAddressIsGateway: 'network.port-rule.is-gateway',
  portRuleOverlap: 'network.port-rule.overlap',
  tooManyPortRules: 'network.port-rule.too-many',
  labelRequired: 'network.label.required',
  labelTooLong: 'network.label.too-long',
  pauseUntilPast: 'network.pause.until-past',
  timeBlockTooFarAhead: 'network.pause.too-far-ahead',
  timeBlockInThePast: 'network.pause.in-the-past',
  timeBlockOrder: 'network.pause.order',
  timeBlockDay: 'network.pause.day',
} as const satisfies Record<string, Reason>;

// Several reasons share a text (a ZIP, an opt-out, the e-mail rule): the route's own area wins,
// then the first listed.
const BY_MESSAGE: ReadonlyMap<string, Reason> = new Map(
  (Object.entries(SEED_MESSAGES) as [Reason, string][])
    .reverse()
    .map(([reason, message]) => [message, reason]),
);
const BY_AREA_MESSAGE: ReadonlyMap<string, Reason> = new Map(
  (Object.entries(SEED_MESSAGES) as [Reason, string][])
    .reverse()
    .map(([reason, message]) => [`${reason.split('.')[0]}\n${message}`, reason]),
);

/** The reason of a seed message, when the table above pairs them; the `area`'s own first. */
export function seedReason(message: string, area?: string): Reason | undefined {
  return (area ? BY_AREA_MESSAGE.get(`${area}\n${message}`) : undefined) ?? BY_MESSAGE.get(message);
}

/** The seed's verbatim message for a reason, when it has one. */
export function seedMessage(reason: Reason): string | undefined {
  return (SEED_MESSAGES as Partial<Record<Reason, string>>)[reason];
}

type Origin = 'string' | 'array' | 'set' | 'file' | 'number' | 'int' | 'bigint' | 'date' | string;

function sizeReason(origin: Origin, big: boolean): Reason {
  if (origin === 'string') return big ? 'input.too-long' : 'input.too-short';
  if (origin === 'array' || origin === 'set') return big ? 'input.too-many' : 'input.too-few';
  return big ? 'input.too-large' : 'input.too-small';
}

/**
 * The reason of one zod issue: the seed message's own when the schema refined with one, else a
 * generic `input.*` from the issue's code. An issue parsed with `reportInput` tells a missing
 * value (`input.required`) from a wrong one (`input.invalid-type`). `area` is the route's, so a rule
 * two areas share answers with the asking area's reason.
 */
export function issueReason(issue: z.core.$ZodIssue, area?: string): Reason {
  const seeded = seedReason(issue.message, area);
  if (seeded) return seeded;
  switch (issue.code) {
    case 'invalid_type':
      return 'input' in issue && issue.input === undefined ? 'input.required' : 'input.invalid-type';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'input.required';
      return sizeReason(issue.origin, false);
    case 'too_big':
      return sizeReason(issue.origin, true);
    case 'invalid_format':
      return 'input.format';
    case 'invalid_value':
      return 'input.not-allowed';
    case 'unrecognized_keys':
      return 'input.unknown-field';
    default:
      return 'input.invalid';
  }
}
