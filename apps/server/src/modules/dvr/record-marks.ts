import type { Kysely } from 'kysely';
import type { GuideRecordMark } from '@coax/contract';
import { programRecordState } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RecordMarks } from '../guide/index.ts';
import { recordingsOfEvents, rulesOfSeries } from './repository.ts';
import { spanOf } from './views.ts';

/**
 * The household's recordings and series rules as the guide marks them (seed 001 §4 program
 * record state): one read of the recordings of the airings asked about and one of the rules of
 * their series, on any of the account's boxes.
 */
export function dvrRecordMarks(db: Kysely<Database>, clock: Clock): RecordMarks {
  return {
    async of(accountNumber, airings) {
      const seriesIds = [...new Set(airings.flatMap((a) => (a.seriesId ? [a.seriesId] : [])))];
      const [recordings, rules] = await Promise.all([
        recordingsOfEvents(
          db,
          accountNumber,
          airings.map((a) => String(a.eventId)),
        ),
        rulesOfSeries(db, accountNumber, seriesIds),
      ]);
      const now = clock.now();
      const marks = new Map<number, GuideRecordMark>();
      for (const a of airings) {
        const recording = recordings.find((r) => r.event_id === String(a.eventId)) ?? null;
        const rule = rules.find((r) => r.series_id === a.seriesId && r.callsign === a.callsign) ?? null;
        const seriesRuleId = recording ? recording.rule_id : (rule?.id ?? null);
        const state = programRecordState(
          {
            recording: recording ? { ...spanOf(recording), seriesRuleId: recording.rule_id } : null,
            seriesRule: rule !== null,
          },
          now,
        );
        if (state) marks.set(a.eventId, { state, recordingId: recording?.id ?? null, seriesRuleId });
      }
      return marks;
    },
  };
}
