import { describe, expect, it } from 'vitest';
import { TROUBLESHOOT_SERVICES, type TroubleshootService } from './troubleshoot.ts';
import {
  TROUBLESHOOT_ACTIONS,
  TROUBLESHOOT_ACTION_LABELS,
  TROUBLESHOOT_FLOWS,
  TROUBLESHOOT_START,
  TROUBLESHOOT_STEP_KINDS,
  checkTroubleshootAnswer,
  troubleshootStep,
  walkTroubleshoot,
  type Bilingual,
  type TroubleshootStep,
} from './troubleshoot-flows.ts';

const SERVICES = [...TROUBLESHOOT_SERVICES];
const isEnd = (step: TroubleshootStep) => step.kind === 'resolved' || step.kind === 'report';
const targets = (step: TroubleshootStep): string[] => Object.values(step.next);

/** Both languages are written, and the Spanish is a translation rather than the English again. */
function expectTranslated(text: Bilingual, where: string) {
  expect(typeof text.en, `${where} en`).toBe('string');
  expect(typeof text.es, `${where} es`).toBe('string');
  expect(text.en.trim(), `${where} en`).not.toBe('');
  expect(text.es.trim(), `${where} es`).not.toBe('');
  expect(text.es, `${where} es`).not.toBe(text.en);
}

describe('the answers', () => {
  it('words each answer the same in every flow, in English and Spanish', () => {
    expect(TROUBLESHOOT_ACTION_LABELS).toEqual({
      yes: { en: 'Yes', es: 'Sí' },
      no: { en: 'No', es: 'No' },
      fixed: { en: 'That fixed it', es: 'Eso lo resolvió' },
      'not-fixed': { en: 'Still not working', es: 'Sigue sin funcionar' },
      'one-device': { en: 'Only one device', es: 'Solo un dispositivo' },
      'all-devices': { en: 'All my devices', es: 'Todos mis dispositivos' },
      continue: { en: 'Continue', es: 'Continuar' },
    });
  });

  it.each(SERVICES)('the %s flow offers only known answers', (service) => {
    for (const step of TROUBLESHOOT_FLOWS[service]) {
      for (const action of Object.keys(step.next)) {
        expect(TROUBLESHOOT_ACTIONS, `${step.id}: ${action}`).toContain(action);
      }
    }
  });
});

describe('the shape of each flow', () => {
  it('starts every flow at the step named start', () => {
    expect(TROUBLESHOOT_START).toBe('start');
  });

  it.each(SERVICES)('the %s flow starts with a question', (service) => {
    expect(troubleshootStep(service, TROUBLESHOOT_START)?.kind).toBe('question');
    expect(walkTroubleshoot(service, [])?.id).toBe('start');
  });

  it.each(SERVICES)('the %s flow names each of its steps once', (service) => {
    const ids = TROUBLESHOOT_FLOWS[service].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, service).not.toBe('');
  });

  it.each(SERVICES)(
    'every step of the %s flow is of a known kind; only its ends have no answers',
    (service) => {
      for (const step of TROUBLESHOOT_FLOWS[service]) {
        expect(TROUBLESHOOT_STEP_KINDS, step.id).toContain(step.kind);
        expect(targets(step).length === 0, step.id).toBe(isEnd(step));
      }
    },
  );

  it.each(SERVICES)('every step of the %s flow can be reached from its start', (service) => {
    const reached = new Set<string>([TROUBLESHOOT_START]);
    const queue = [TROUBLESHOOT_START];
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const step = troubleshootStep(service, id);
      expect(step, id).toBeDefined();
      for (const to of step ? targets(step) : []) {
        if (!reached.has(to)) {
          reached.add(to);
          queue.push(to);
        }
      }
    }
    expect([...reached].sort()).toEqual(TROUBLESHOOT_FLOWS[service].map((s) => s.id).sort());
  });

  it.each(SERVICES)(
    'every path of the %s flow ends at a resolved or a report step, never going round',
    (service) => {
      const ends = new Set<string>();
      const follow = (id: string, path: readonly string[]) => {
        expect(path, `${path.join(' > ')} > ${id}`).not.toContain(id);
        const step = troubleshootStep(service, id);
        expect(step, `${path.join(' > ')} > ${id}`).toBeDefined();
        if (!step) return;
        if (isEnd(step)) {
          ends.add(step.kind);
          return;
        }
        expect(targets(step).length, id).toBeGreaterThan(0);
        for (const to of targets(step)) follow(to, [...path, id]);
      };
      follow(TROUBLESHOOT_START, []);
      expect([...ends].sort()).toEqual(['report', 'resolved']);
    },
  );

  it.each(SERVICES)('every step of the %s flow is written in English and Spanish', (service) => {
    for (const step of TROUBLESHOOT_FLOWS[service]) {
      expectTranslated(step.title, `${service} ${step.id} title`);
      expectTranslated(step.body, `${service} ${step.id} body`);
    }
  });

  it.each([
    ['internet', true],
    ['tv', false],
    ['phone', true],
  ] as const)('the %s flow offers the modem reset: %s', (service: TroubleshootService, modem) => {
    const reset = TROUBLESHOOT_FLOWS[service].filter((s) => s.kind === 'modem');
    expect(reset.map((s) => s.id)).toEqual(modem ? ['reset'] : []);
    if (modem) expect(reset[0]?.next).toEqual({ fixed: 'resolved', 'not-fixed': 'report' });
  });
});

describe('following a flow', () => {
  it.each([
    ['tv', ['no', 'fixed'], 'resolved'],
    ['tv', ['yes', 'not-fixed', 'not-fixed'], 'report'],
    ['phone', ['yes', 'continue'], 'reset'],
    ['phone', ['no', 'not-fixed', 'not-fixed'], 'report'],
    ['internet', ['yes', 'one-device', 'fixed'], 'resolved'],
  ] as const)('the %s flow after %j reaches %s', (service, actions, to) => {
    expect(walkTroubleshoot(service, actions)?.id).toBe(to);
  });

  it('stops at an answer that is not one of the step’s choices, wherever it comes', () => {
    expect(walkTroubleshoot('tv', ['continue'])).toBeNull();
    expect(walkTroubleshoot('tv', ['continue', 'yes'])).toBeNull();
    expect(walkTroubleshoot('phone', ['no', 'fixed', 'yes'])).toBeNull();
  });

  it('has no modem reset in the TV flow', () => {
    expect(troubleshootStep('tv', 'reset')).toBeUndefined();
  });

  it('refuses an answer logged at a step the earlier answers did not lead to', () => {
    expect(checkTroubleshootAnswer('internet', 'devices', ['no'])).toBeNull();
    expect(checkTroubleshootAnswer('internet', 'reset', ['yes'])).toBeNull();
    expect(checkTroubleshootAnswer('internet', 'devices', ['yes', 'all-devices'])?.id).toBe('reset');
  });

  it('refuses a log whose earlier answers leave the flow', () => {
    expect(checkTroubleshootAnswer('phone', 'start', ['continue', 'yes'])).toBeNull();
    expect(checkTroubleshootAnswer('phone', 'calls', ['no', 'continue'])).toBeNull();
  });
});
