/**
 * E-mail rules of seed 000 §5: a standard address pattern, and the alternate (contact)
 * address checks made when an id is created or edited.
 */
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

export const EmailMessages = {
  /** Written for Coax: the seed gives the rules, not their texts. */
  invalid: 'Please enter a valid e-mail address.',
  sameAsMain: 'Your alternate e-mail address must be different from your main e-mail address.',
  providerAddressOfId:
    'Your alternate e-mail address cannot be the e-mail address of the ID you are creating.',
} as const;

export type EmailErrorCode = keyof typeof EmailMessages;

/**
 * The HTML living standard's valid-e-mail pattern (what browsers check for type=email), with
 * one change: the domain needs at least one dot, because an alternate address must be
 * reachable on the internet, and "name@localhost" is not.
 */
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL_PATTERN = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);

/** True for an address of the standard pattern. Leading and trailing spaces are ignored. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export interface AlternateEmailContext {
  /** The main e-mail address of the id (the id's own mailbox), if it has one. */
  mainEmail?: string | undefined;
  /** The id being typed on the same form, if any. */
  typedId?: string | undefined;
  /**
   * The provider's two mail domains (for example "optonline.net"), from configuration. A leading
   * "@" is tolerated.
   */
  providerDomains: readonly [string, string];
}

/**
 * Seed 000 §5: an alternate e-mail must be a valid address, must differ (ignoring case) from
 * the main id e-mail, and must not be the typed id at either provider mail domain, since that
 * is the very mailbox the alternate address stands in for.
 */
export function validateAlternateEmail(
  value: string,
  context: AlternateEmailContext,
): FieldCheck<EmailErrorCode> {
  const email = value.trim().toLowerCase();
  if (!isValidEmail(email)) return fieldError('invalid', EmailMessages.invalid);
  const main = context.mainEmail?.trim().toLowerCase();
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a valid address is never undefined, '' or any text with a space
  if (main !== undefined && main !== '' && email === main) {
    return fieldError('sameAsMain', EmailMessages.sameAsMain);
  }
  const id = context.typedId?.trim().toLowerCase();
  // Stryker disable next-line ConditionalExpression,StringLiteral: '@domain' (an empty id) is never a valid address
  if (id !== undefined && id !== '') {
    const ownAddresses = context.providerDomains.map(
      (domain) => `${id}@${domain.trim().replace(/^@/, '').toLowerCase()}`,
    );
    if (ownAddresses.includes(email)) {
      return fieldError('providerAddressOfId', EmailMessages.providerAddressOfId);
    }
  }
  return FIELD_OK;
}
