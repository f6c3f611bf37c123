import type { GuideRecordMark } from '@coax/contract';

/** An airing as the DVR matches it: by event, and by series and channel for a series rule. */
export interface MarkedAiring {
  eventId: number;
  seriesId: string | null;
  callsign: string;
}

/**
 * What the household has set to record (seed 001 §4 program record state), by event id. The DVR
 * module offers it (SharedServices.recordMarks); airings nothing records are absent.
 */
export interface RecordMarks {
  of(accountNumber: string, airings: readonly MarkedAiring[]): Promise<Map<number, GuideRecordMark>>;
}

/** The marks of some airings for a caller: none for a visitor or when no DVR module offers them. */
export async function marksFor(
  marks: RecordMarks | undefined,
  accountNumber: string | null,
  airings: readonly MarkedAiring[],
): Promise<Map<number, GuideRecordMark>> {
  if (!marks || !accountNumber || airings.length === 0) return new Map();
  return marks.of(accountNumber, airings);
}
