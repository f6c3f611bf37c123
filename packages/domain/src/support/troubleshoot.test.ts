import { describe, expect, it } from 'vitest';
import {
  CONSENT_CODE_PATTERN,
  CONSENT_VALID_MS,
  MODEM_RESTART_MS,
  TROUBLESHOOT_SERVICES,
  consentIsValid,
  modemBackAt,
  modemStatusAt,
  plainComments,
  serviceCaseNumber,
} from './troubleshoot.ts';
import { TROUBLESHOOT_FLOWS, checkTroubleshootAnswer, walkTroubleshoot } from './troubleshoot-flows.ts';
import { TUTORIALS, tutorialWebVtt, tutorialsIn } from './troubleshoot-tutorials.ts';

describe('modem status after a reset', () => {
  it.each([
    [null, 0, 'online', null],
    [1000, 1000, 'restarting', 1000 + MODEM_RESTART_MS],
    [1000, 1000 + MODEM_RESTART_MS - 1, 'restarting', 1000 + MODEM_RESTART_MS],
    [1000, 1000 + MODEM_RESTART_MS, 'online', null],
  ])('reset at %s, now %s: %s', (resetAt, now, status, backAt) => {
    expect(modemStatusAt(resetAt, now)).toBe(status);
    expect(modemBackAt(resetAt, now)).toBe(backAt);
  });
});

describe('modem restart time', () => {
  it('restarts a modem for two minutes', () => {
    expect(MODEM_RESTART_MS).toBe(120_000);
  });
});

describe('consent and case numbers', () => {
  it.each([-1, 0, 1_700_000_000_000])('never lets an agent look without a consent (now %s)', (now) => {
    expect(consentIsValid(null, now)).toBe(false);
  });
  it('lasts an hour', () => {
    expect(CONSENT_VALID_MS).toBe(3_600_000);
  });
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['a123456', false],
    ['123456a', false],
    ['1', false],
    ['abcdef', false],
    ['', false],
  ])('reads %j as an access code: %s', (code, ok) => {
    expect(CONSENT_CODE_PATTERN.test(code)).toBe(ok);
  });
  it('keeps consent until it expires', () => {
    expect(consentIsValid(null, 0)).toBe(false);
    expect(consentIsValid(CONSENT_VALID_MS, CONSENT_VALID_MS - 1)).toBe(true);
    expect(consentIsValid(CONSENT_VALID_MS, CONSENT_VALID_MS)).toBe(false);
  });
  it('numbers cases with eight digits', () => {
    expect(serviceCaseNumber(42)).toBe('SR-00000042');
  });
});

describe('seed 002 §5 no-special-character comments', () => {
  it.each([
    ['No picture on <b>TV</b>!', 'No picture on bTVb'],
    ['Señal | débil +2 -3 _x', 'Señal | débil +2 -3 _x'],
    ['line one\nline two;', 'line one line two'],
    ['no\n\n  signal', 'no signal'],
    ['  \n no dial tone \n ', 'no dial tone'],
  ])('%j keeps %j', (raw, kept) => expect(plainComments(raw)).toBe(kept));
});

describe('troubleshooting flows', () => {
  it.each([...TROUBLESHOOT_SERVICES])(
    'every answer of the %s flow leads to a step of that flow',
    (service) => {
      const ids = new Set(TROUBLESHOOT_FLOWS[service].map((s) => s.id));
      for (const step of TROUBLESHOOT_FLOWS[service]) {
        for (const to of Object.values(step.next)) expect(ids.has(to), `${step.id} -> ${to}`).toBe(true);
        const ends = step.kind === 'resolved' || step.kind === 'report';
        expect(Object.keys(step.next).length === 0).toBe(ends);
      }
    },
  );

  it('walks the internet flow to the modem reset and the report', () => {
    expect(walkTroubleshoot('internet', ['no'])?.kind).toBe('modem');
    expect(walkTroubleshoot('internet', ['yes', 'all-devices', 'not-fixed'])?.id).toBe('report');
    expect(walkTroubleshoot('internet', ['fixed'])).toBeNull();
  });

  it.each([
    ['start', ['no'], 'reset'],
    ['reset', ['no', 'fixed'], 'resolved'],
    ['devices', ['no', 'one-device'], null],
    ['start', [], null],
    ['devices', ['yes', 'yes'], null],
  ] as const)('an answer at %s after %j leads to %s', (step, actions, to) => {
    expect(checkTroubleshootAnswer('internet', step, actions)?.id ?? null).toBe(to);
  });
});

describe('tutorials', () => {
  it('gives special-box customers their own TV tutorials and others theirs', () => {
    expect(tutorialsIn('tv', true).map((t) => t.id)).toEqual([201, 203]);
    expect(tutorialsIn('tv', false).map((t) => t.id)).toEqual([202, 203]);
    expect(tutorialsIn('tv', false, true).map((t) => t.id)).toEqual([202]);
  });

  it('writes WebVTT captions', () => {
    const vtt = tutorialWebVtt(TUTORIALS[0]!, 'es');
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\nLa mayoría')).toBe(true);
  });
});
