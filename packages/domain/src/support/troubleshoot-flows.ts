/**
 * The guided troubleshooters for internet, TV and phone: each a table of steps, each step with
 * its texts in English and Spanish and the answers that lead on. The web draws them and
 * log/troubleshoot checks each logged answer against them.
 */
import type { TroubleshootService } from './troubleshoot.ts';

export interface Bilingual {
  en: string;
  es: string;
}

/** question: answers lead on; modem: the modem reset panel, then answers; resolved and report end. */
export const TROUBLESHOOT_STEP_KINDS = ['question', 'modem', 'resolved', 'report'] as const;
export type TroubleshootStepKind = (typeof TROUBLESHOOT_STEP_KINDS)[number];

export const TROUBLESHOOT_ACTIONS = [
  'yes',
  'no',
  'fixed',
  'not-fixed',
  'one-device',
  'all-devices',
  'continue',
] as const;
export type TroubleshootAction = (typeof TROUBLESHOOT_ACTIONS)[number];

/** Each answer's words, the same in every flow. */
export const TROUBLESHOOT_ACTION_LABELS: Readonly<Record<TroubleshootAction, Bilingual>> = {
  yes: { en: 'Yes', es: 'Sí' },
  no: { en: 'No', es: 'No' },
  fixed: { en: 'That fixed it', es: 'Eso lo resolvió' },
  'not-fixed': { en: 'Still not working', es: 'Sigue sin funcionar' },
  'one-device': { en: 'Only one device', es: 'Solo un dispositivo' },
  'all-devices': { en: 'All my devices', es: 'Todos mis dispositivos' },
  continue: { en: 'Continue', es: 'Continuar' },
};

export interface TroubleshootStep {
  id: string;
  kind: TroubleshootStepKind;
  title: Bilingual;
  body: Bilingual;
  /** each answer and the step it leads to */
  next: Partial<Record<TroubleshootAction, string>>;
}

const RESOLVED: TroubleshootStep = {
  id: 'resolved',
  kind: 'resolved',
  title: { en: 'Glad it is working', es: 'Nos alegra que funcione' },
  body: {
    en: 'Your service is working again. If the problem comes back, run this troubleshooter again.',
    es: 'Su servicio funciona de nuevo. Si el problema vuelve, use este asistente otra vez.',
  },
  next: {},
};

const REPORT: TroubleshootStep = {
  id: 'report',
  kind: 'report',
  title: { en: 'Report the problem to us', es: 'Infórmenos el problema' },
  body: {
    en: 'We could not fix it together. Send us a report and our team will contact you.',
    es: 'No pudimos resolverlo juntos. Envíenos un informe y nuestro equipo se comunicará con usted.',
  },
  next: {},
};

const MODEM_RESET = (onFixed: string, onNotFixed: string): TroubleshootStep => ({
  id: 'reset',
  kind: 'modem',
  title: { en: 'Restart your modem', es: 'Reinicie su módem' },
  body: {
    en: 'Restarting your modem clears most connection problems. It takes about two minutes, and your internet and phone are off meanwhile.',
    es: 'Reiniciar su módem resuelve la mayoría de los problemas de conexión. Tarda unos dos minutos y, mientras tanto, su internet y teléfono no funcionan.',
  },
  next: { fixed: onFixed, 'not-fixed': onNotFixed },
});

export const TROUBLESHOOT_FLOWS: Readonly<Record<TroubleshootService, readonly TroubleshootStep[]>> = {
  internet: [
    {
      id: 'start',
      kind: 'question',
      title: { en: 'Check your modem’s lights', es: 'Revise las luces de su módem' },
      body: {
        en: 'Look at the front of your modem. Is the Online light on and steady?',
        es: 'Mire el frente de su módem. ¿Está la luz Online encendida y fija?',
      },
      next: { yes: 'devices', no: 'reset' },
    },
    {
      id: 'devices',
      kind: 'question',
      title: { en: 'Which devices are affected?', es: '¿Qué dispositivos tienen el problema?' },
      body: {
        en: 'Is the problem on one device, or on every device in your home?',
        es: '¿El problema ocurre en un dispositivo o en todos los dispositivos de su hogar?',
      },
      next: { 'one-device': 'device', 'all-devices': 'reset' },
    },
    {
      id: 'device',
      kind: 'question',
      title: { en: 'Restart that device', es: 'Reinicie ese dispositivo' },
      body: {
        en: 'Turn its WiFi off and on again, or restart it, then open a web page.',
        es: 'Apague y vuelva a encender su WiFi, o reinícielo, y luego abra una página web.',
      },
      next: { fixed: 'resolved', 'not-fixed': 'reset' },
    },
    MODEM_RESET('resolved', 'report'),
    RESOLVED,
    REPORT,
  ],
  tv: [
    {
      id: 'start',
      kind: 'question',
      title: { en: 'Is your TV box on?', es: '¿Está encendido su receptor de TV?' },
      body: {
        en: 'Check that the set-top box is plugged in and its power light is on.',
        es: 'Verifique que el receptor esté conectado y que su luz de encendido esté prendida.',
      },
      next: { yes: 'input', no: 'power' },
    },
    {
      id: 'power',
      kind: 'question',
      title: { en: 'Plug in your box', es: 'Conecte su receptor' },
      body: {
        en: 'Plug the box into a wall outlet that works, press its power button and wait for the time to show.',
        es: 'Conecte el receptor a un tomacorriente que funcione, presione el botón de encendido y espere a que aparezca la hora.',
      },
      next: { fixed: 'resolved', 'not-fixed': 'report' },
    },
    {
      id: 'input',
      kind: 'question',
      title: { en: 'Check your TV’s input', es: 'Revise la entrada de su televisor' },
      body: {
        en: 'Press Input or Source on your TV remote and choose the input your box is connected to, often HDMI 1.',
        es: 'Presione Input o Source en el control de su televisor y elija la entrada a la que está conectado el receptor, a menudo HDMI 1.',
      },
      next: { fixed: 'resolved', 'not-fixed': 'box' },
    },
    {
      id: 'box',
      kind: 'question',
      title: { en: 'Restart your box', es: 'Reinicie su receptor' },
      body: {
        en: 'Unplug the box for 15 seconds, plug it back in and wait until the time shows on its front.',
        es: 'Desconecte el receptor durante 15 segundos, vuelva a conectarlo y espere a que aparezca la hora en el frente.',
      },
      next: { fixed: 'resolved', 'not-fixed': 'report' },
    },
    RESOLVED,
    REPORT,
  ],
  phone: [
    {
      id: 'start',
      kind: 'question',
      title: { en: 'Do you hear a dial tone?', es: '¿Escucha el tono de marcar?' },
      body: {
        en: 'Pick up your home phone and listen. Do you hear a dial tone?',
        es: 'Levante el auricular de su teléfono de casa y escuche. ¿Oye el tono de marcar?',
      },
      next: { yes: 'calls', no: 'cord' },
    },
    {
      id: 'cord',
      kind: 'question',
      title: { en: 'Check the phone cord', es: 'Revise el cable del teléfono' },
      body: {
        en: 'Make sure the phone cord is plugged into the Phone 1 port of your modem. Try another phone if you have one.',
        es: 'Asegúrese de que el cable del teléfono esté conectado al puerto Phone 1 de su módem. Pruebe con otro teléfono si tiene uno.',
      },
      next: { fixed: 'resolved', 'not-fixed': 'reset' },
    },
    {
      id: 'calls',
      kind: 'question',
      title: { en: 'Calls fail or sound noisy', es: 'Las llamadas fallan o tienen ruido' },
      body: {
        en: 'Your phone service runs through your modem, so restarting it usually helps with dropped or noisy calls.',
        es: 'Su servicio telefónico funciona a través de su módem, así que reiniciarlo suele ayudar con llamadas cortadas o con ruido.',
      },
      next: { continue: 'reset' },
    },
    MODEM_RESET('resolved', 'report'),
    RESOLVED,
    REPORT,
  ],
};

/** The first step of every flow. */
export const TROUBLESHOOT_START = 'start';

/** One step of a service's flow, or undefined when the flow has no such step. */
export function troubleshootStep(service: TroubleshootService, id: string): TroubleshootStep | undefined {
  return TROUBLESHOOT_FLOWS[service].find((s) => s.id === id);
}

/**
 * Walks a flow from its start through the answers given; the step reached, or null when an
 * answer is not one of its step's choices.
 */
export function walkTroubleshoot(
  service: TroubleshootService,
  actions: readonly TroubleshootAction[],
): TroubleshootStep | null {
  let step = troubleshootStep(service, TROUBLESHOOT_START);
  for (const action of actions) {
    // Stryker disable next-line OptionalChaining: every flow has its start step and the loop returns once a step is missing, so step is always defined here
    const to = step?.next[action];
    // Stryker disable next-line ConditionalExpression: troubleshootStep(service, undefined) finds no step (every id is a string), so it gives undefined as well
    step = to === undefined ? undefined : troubleshootStep(service, to);
    // Stryker disable next-line ConditionalExpression: a missing step stays missing (step?.next is undefined) and the walk ends with null all the same
    if (!step) return null;
  }
  return step ?? null;
}

/**
 * log/troubleshoot: the answer logged is the last of `actions`, given at `stepId`. The earlier
 * answers must lead from the start to that step and the last must be one of its choices. Answers
 * the step the answer leads to, or null when the log does not follow the flow.
 */
export function checkTroubleshootAnswer(
  service: TroubleshootService,
  stepId: string,
  actions: readonly TroubleshootAction[],
): TroubleshootStep | null {
  const last = actions.at(-1);
  if (last === undefined) return null;
  const at = walkTroubleshoot(service, actions.slice(0, -1));
  if (!at || at.id !== stepId) return null;
  return walkTroubleshoot(service, actions);
}
