/**
 * The outcome of a move/transfer (seed 002 §3 Move-transfer response, §4 Response type and the
 * transfer wizard's result types, §8 Move-transfer). The server builds the codes from what it
 * could do; the wizard turns the codes back into what it shows.
 */
import { fillTransferMessage, TransferMessages } from './transfer-messages.ts';

/** Seed 002 §4 Response type: "code 00000 is success, 000017 is failure, anything else is partial". */
export const TRANSFER_SUCCESS_CODE = '00000';
export const TRANSFER_FAILURE_CODE = '000017';
/** The partial code Coax sends; any code other than the two above reads as partial. */
export const TRANSFER_PARTIAL_CODE = '000001';

export type TransferResponseType = 'success' | 'failure' | 'partial';

export function transferResponseType(statusCode: string): TransferResponseType {
  if (statusCode === TRANSFER_SUCCESS_CODE) return 'success';
  if (statusCode === TRANSFER_FAILURE_CODE) return 'failure';
  return 'partial';
}

/** Seed 002 §4: the ancillary status codes of a transfer. */
export const ANCILLARY_CODES = [
  'MTSAPSRCSPCS',
  'MTSAPSRCS',
  'MTS',
  'MTSAPF',
  'MTSAPSRCF',
  'MTSAPSRCSPCF',
] as const;
export type AncillaryCode = (typeof ANCILLARY_CODES)[number];

/** What the server managed, step by step; each value comes from the data, not from a switch. */
export interface TransferFacts {
  /** methods now on the new account that were chosen (copied, or already there) */
  methodsMoved: number;
  /** notRequested; moved; failed: it could not be used on the new account */
  autopay: 'notRequested' | 'moved' | 'failed';
  /**
   * With autopay moved, this cycle's payment: scheduled; notScheduled: its day has passed;
   * notDue: nothing is owed, so nothing needs scheduling.
   */
  currentMonth: 'scheduled' | 'notScheduled' | 'notDue' | 'none';
  /** the paperless and e-mail preferences: notRequested, updated, or notUpdated */
  preferences: 'notRequested' | 'updated' | 'notUpdated';
  /** the autopay that moved had a max (cap) amount */
  movedCap: boolean;
}

export interface TransferCodes {
  statusCode: string;
  ancillaryStatusCode: AncillaryCode | null;
}

/**
 * The codes for what happened. Nothing moved: failure (000017). Autopay asked for but not
 * usable: MTSAPF. Autopay moved but this month's payment day has passed: MTSAPSRCF. Autopay
 * moved and this month is taken care of: MTSAPSRCS, with PCS or PCF when the preferences were
 * asked for too. Methods only: MTS, partial when the preferences could not be updated.
 */
export function transferCodes(f: TransferFacts): TransferCodes {
  const nothingMoved = f.methodsMoved === 0 && f.autopay !== 'moved';
  if (nothingMoved) return { statusCode: TRANSFER_FAILURE_CODE, ancillaryStatusCode: null };
  const prefsFailed = f.preferences === 'notUpdated';
  const code = (partial: boolean, ancillary: AncillaryCode): TransferCodes => ({
    statusCode: partial ? TRANSFER_PARTIAL_CODE : TRANSFER_SUCCESS_CODE,
    ancillaryStatusCode: ancillary,
  });
  if (f.autopay === 'notRequested') return code(prefsFailed, 'MTS');
  if (f.autopay === 'failed') return code(true, 'MTSAPF');
  if (f.currentMonth === 'notScheduled') return code(true, 'MTSAPSRCF');
  if (f.preferences === 'notRequested') return code(false, 'MTSAPSRCS');
  return prefsFailed ? code(true, 'MTSAPSRCSPCF') : code(false, 'MTSAPSRCSPCS');
}

/** What the wizard's Result step shows. */
export type TransferResultVariant =
  'success' | 'autopayFailed' | 'currentMonthNotScheduled' | 'preferencesNotUpdated' | 'failure';

/**
 * Seed 002 §4 result types by ancillary code: MTSAPSRCSPCS, MTSAPSRCS and MTS are success
 * variants; MTSAPF, MTSAPSRCF and MTSAPSRCSPCF say what did not move. A failure code wins over
 * any ancillary code; a partial MTS is the preferences that could not be updated.
 */
export function transferResultVariant(codes: {
  statusCode: string;
  ancillaryStatusCode: string | null;
}): TransferResultVariant {
  const type = transferResponseType(codes.statusCode);
  if (type === 'failure') return 'failure';
  switch (codes.ancillaryStatusCode) {
    case 'MTSAPF':
      return 'autopayFailed';
    case 'MTSAPSRCF':
      return 'currentMonthNotScheduled';
    case 'MTSAPSRCSPCF':
      return 'preferencesNotUpdated';
    case 'MTS':
      return type === 'partial' ? 'preferencesNotUpdated' : 'success';
    case 'MTSAPSRCS':
    case 'MTSAPSRCSPCS':
      return 'success';
    default:
      // An unknown code: the response type alone says how it went.
      return type === 'success' ? 'success' : 'failure';
  }
}

/** The main message and the additional information the server sends with the codes (English). */
export function transferResultMessages(
  facts: TransferFacts,
  codes: TransferCodes,
  account: string,
): { mainmsg: string; additionalInfo: string | null } {
  const vars = { account };
  const variant = transferResultVariant(codes);
  const main: Record<TransferResultVariant, string> = {
    success: TransferMessages.successTitle,
    autopayFailed: TransferMessages.autopayFailed,
    currentMonthNotScheduled: TransferMessages.currentMonthNotScheduled,
    preferencesNotUpdated: TransferMessages.preferencesNotUpdated,
    failure: TransferMessages.failed,
  };
  const additionalInfo =
    facts.autopay === 'failed'
      ? TransferMessages.autopayFailTab
      : facts.movedCap
        ? TransferMessages.maxPaymentNotice
        : null;
  return { mainmsg: fillTransferMessage(main[variant], vars), additionalInfo };
}
