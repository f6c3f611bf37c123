/**
 * Tutorials (seed 002 §7 Support "Tutorials: GET tutorialvideos/categories/{c}?labox=,
 * tutorialvideos/tutorialvideo/{id}, categories/Featured/{id}"): short how-to pieces, each with
 * captions (cues, served as a WebVTT file) and a transcript, in English and Spanish. Some are for
 * special-box (labox) customers only, some for the other boxes only, most for everyone.
 */
import type { Bilingual } from './troubleshoot-flows.ts';

export const TUTORIAL_CATEGORIES = ['internet', 'tv', 'phone'] as const;
export type TutorialCategory = (typeof TUTORIAL_CATEGORIES)[number];

/** Which box customers a tutorial is for. */
export const TUTORIAL_AUDIENCES = ['all', 'labox', 'other'] as const;
export type TutorialAudience = (typeof TUTORIAL_AUDIENCES)[number];

export interface TutorialCue {
  /** seconds from the start */
  start: number;
  end: number;
  text: Bilingual;
}

export interface Tutorial {
  id: number;
  category: TutorialCategory;
  audience: TutorialAudience;
  featured: boolean;
  title: Bilingual;
  summary: Bilingual;
  cues: readonly TutorialCue[];
}

const cue = (start: number, end: number, en: string, es: string): TutorialCue => ({
  start,
  end,
  text: { en, es },
});

export const TUTORIALS: readonly Tutorial[] = [
  {
    id: 101,
    category: 'internet',
    audience: 'all',
    featured: true,
    title: { en: 'Restart your modem', es: 'Reinicie su módem' },
    summary: {
      en: 'Clear most connection problems in two minutes.',
      es: 'Resuelva la mayoría de los problemas de conexión en dos minutos.',
    },
    cues: [
      cue(
        0,
        6,
        'Most connection problems clear up when your modem restarts.',
        'La mayoría de los problemas de conexión se resuelven al reiniciar el módem.',
      ),
      cue(
        6,
        14,
        'Sign in, open Support, then Troubleshoot internet, and choose Restart modem.',
        'Inicie sesión, abra Soporte, luego Solucionar problemas de internet, y elija Reiniciar módem.',
      ),
      cue(
        14,
        22,
        'The lights blink while it restarts. Wait about two minutes.',
        'Las luces parpadean mientras se reinicia. Espere unos dos minutos.',
      ),
      cue(
        22,
        28,
        'When the Online light is steady, you are connected again.',
        'Cuando la luz Online esté fija, estará conectado de nuevo.',
      ),
    ],
  },
  {
    id: 102,
    category: 'internet',
    audience: 'all',
    featured: false,
    title: { en: 'Find your WiFi password', es: 'Encuentre su contraseña de WiFi' },
    summary: {
      en: 'Where your network name and password are printed.',
      es: 'Dónde están impresos el nombre y la contraseña de su red.',
    },
    cues: [
      cue(
        0,
        7,
        'Your network name and password are on a label on the side of your modem.',
        'El nombre y la contraseña de su red están en una etiqueta al costado de su módem.',
      ),
      cue(
        7,
        15,
        'You can also see and change them under Internet, then My WiFi.',
        'También puede verlos y cambiarlos en Internet, luego Mi WiFi.',
      ),
    ],
  },
  {
    id: 201,
    category: 'tv',
    audience: 'labox',
    featured: true,
    title: { en: 'Get to know your special box', es: 'Conozca su receptor especial' },
    summary: {
      en: 'The guide, favorites and search on the special box.',
      es: 'La guía, los favoritos y la búsqueda en el receptor especial.',
    },
    cues: [
      cue(
        0,
        6,
        'Press Home on your remote to open the main menu.',
        'Presione Home en su control remoto para abrir el menú principal.',
      ),
      cue(
        6,
        13,
        'Press the star button to add the channel you are watching to Favorites.',
        'Presione el botón de estrella para agregar el canal que está viendo a Favoritos.',
      ),
      cue(
        13,
        20,
        'Hold the microphone button and say a title to search.',
        'Mantenga presionado el botón del micrófono y diga un título para buscar.',
      ),
    ],
  },
  {
    id: 202,
    category: 'tv',
    audience: 'other',
    featured: true,
    title: { en: 'Use the TV guide', es: 'Use la guía de TV' },
    summary: {
      en: 'Browse what is on and record from the guide.',
      es: 'Vea qué están dando y grabe desde la guía.',
    },
    cues: [
      cue(
        0,
        6,
        'Press Guide on your remote to see what is on now and later.',
        'Presione Guide en su control remoto para ver qué dan ahora y más tarde.',
      ),
      cue(
        6,
        13,
        'Move with the arrows, and press Record on a show to record it.',
        'Muévase con las flechas y presione Record en un programa para grabarlo.',
      ),
    ],
  },
  {
    id: 203,
    category: 'tv',
    audience: 'all',
    featured: false,
    title: { en: 'Set parental controls', es: 'Configure el control parental' },
    summary: {
      en: 'Block channels and ratings with a PIN.',
      es: 'Bloquee canales y clasificaciones con un PIN.',
    },
    cues: [
      cue(
        0,
        7,
        'Open Settings on your box, then Parental Controls.',
        'Abra Configuración en su receptor, luego Control parental.',
      ),
      cue(
        7,
        15,
        'Choose a four-digit PIN, then the ratings and channels to block.',
        'Elija un PIN de cuatro dígitos y luego las clasificaciones y los canales que desea bloquear.',
      ),
    ],
  },
  {
    id: 301,
    category: 'phone',
    audience: 'all',
    featured: true,
    title: { en: 'Check your voicemail', es: 'Escuche su correo de voz' },
    summary: {
      en: 'Listen to messages from home or online.',
      es: 'Escuche sus mensajes desde casa o en línea.',
    },
    cues: [
      cue(
        0,
        6,
        'From your home phone, dial star 99 to hear your messages.',
        'Desde su teléfono de casa, marque asterisco 99 para escuchar sus mensajes.',
      ),
      cue(
        6,
        13,
        'You can also play them online under Phone, then Voicemail.',
        'También puede escucharlos en línea en Teléfono, luego Correo de voz.',
      ),
    ],
  },
];

/** Whether a tutorial is for a customer with (true) or without (false) the special box. */
export const tutorialFits = (t: Tutorial, labox: boolean): boolean =>
  t.audience === 'all' || t.audience === (labox ? 'labox' : 'other');

/** A category's tutorials for the customer's box; featured ones only when asked. */
export function tutorialsIn(category: TutorialCategory, labox: boolean, featuredOnly = false): Tutorial[] {
  return TUTORIALS.filter(
    (t) => t.category === category && tutorialFits(t, labox) && (!featuredOnly || t.featured),
  );
}

const vttTime = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:${String(s).padStart(2, '0')}.000`;
};

/** The captions of a tutorial as a WebVTT file in one language. */
export function tutorialWebVtt(t: Tutorial, lang: 'en' | 'es'): string {
  const cues = t.cues.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text[lang]}`);
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** How long a tutorial runs, in seconds: its last cue's end. */
export const tutorialSeconds = (t: Tutorial): number => t.cues.at(-1)?.end ?? 0;
