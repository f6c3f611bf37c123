import { useRef, useState } from 'react';
import type { DvrBox, DvrCheck, DvrSaveResult } from '@coax/contract';
import { newIdempotencyKey, useCheckRecording, useSaveRecording } from '../../api/save-recording.ts';
import type { DvrMessageKey } from '../../i18n/use-dvr-t.ts';
import {
  failureMessageKey,
  saveBody,
  statusMessageKey,
  type RecordChoices,
  type RecordTarget,
} from './record-choices.ts';

/**
 * Seed 001 §4 record dialog states setup, waiting, success and error; the terms and the conflict
 * panel are steps of the setup.
 */
export type RecordPhase =
  | { name: 'setup' }
  | { name: 'terms' }
  | { name: 'waiting'; step: 'checking' | 'saving' }
  | { name: 'conflict'; check: DvrCheck }
  | { name: 'success'; result: DvrSaveResult }
  | { name: 'error'; messageKey: DvrMessageKey };

interface Attempt {
  choices: RecordChoices;
  target: RecordTarget;
  /** save with the conflicts left out (a series set up anyway) */
  anyway: boolean;
}

/**
 * Runs one recording request: the web DVR terms when a cloud DVR needs them, the conflict check,
 * then the save with an Idempotency-Key that stays the same for retries of the same request.
 */
export function useRecordFlow(boxes: readonly DvrBox[], termsAcceptedAtOpen: boolean) {
  const [phase, setPhase] = useState<RecordPhase>({ name: 'setup' });
  const termsAccepted = useRef(termsAcceptedAtOpen);
  const last = useRef<Attempt | null>(null);
  const key = useRef<{ body: string; key: string } | null>(null);
  const check = useCheckRecording();
  const save = useSaveRecording();

  const keyFor = (body: string) => {
    if (key.current?.body !== body) key.current = { body, key: newIdempotencyKey() };
    return key.current.key;
  };

  const run = async (attempt: Attempt) => {
    last.current = attempt;
    const box = boxes.find((b) => b.boxId === attempt.choices.boxId);
    if (box?.isCloud && !termsAccepted.current) {
      setPhase({ name: 'terms' });
      return;
    }
    const body = saveBody(attempt.choices, attempt.target);
    if (!attempt.anyway) {
      setPhase({ name: 'waiting', step: 'checking' });
      let answer: DvrCheck;
      try {
        answer = await check.mutateAsync(body);
      } catch (error) {
        setPhase({ name: 'error', messageKey: failureMessageKey(error) });
        return;
      }
      if (answer.status === 'TERMS_REQUIRED') {
        termsAccepted.current = false;
        setPhase({ name: 'terms' });
        return;
      }
      if (answer.status === 'CONFLICT' || answer.conflicts.length > 0) {
        setPhase({ name: 'conflict', check: answer });
        return;
      }
      if (answer.status !== 'SUCCESS') {
        setPhase({ name: 'error', messageKey: statusMessageKey(answer.status) });
        return;
      }
    }
    setPhase({ name: 'waiting', step: 'saving' });
    try {
      const result = await save.mutateAsync({ body, idempotencyKey: keyFor(JSON.stringify(body)) });
      if (result.status === 'SUCCESS') setPhase({ name: 'success', result });
      else if (result.status === 'CONFLICT' && !attempt.anyway) setPhase({ name: 'conflict', check: result });
      else setPhase({ name: 'error', messageKey: statusMessageKey(result.status) });
    } catch (error) {
      setPhase({ name: 'error', messageKey: failureMessageKey(error) });
    }
  };

  return {
    phase,
    start: (choices: RecordChoices, target: RecordTarget, anyway = false) =>
      void run({ choices, target, anyway }),
    /** the terms were accepted: carry on with the request that needed them */
    termsDone: () => {
      termsAccepted.current = true;
      if (last.current) void run(last.current);
    },
    retry: () => {
      if (last.current) void run(last.current);
    },
    back: () => setPhase({ name: 'setup' }),
  };
}
