import { formatDateTime, localeOf, type OutageNoticeKind } from '@coax/domain';

type Lang = 'en' | 'es';

// The outage notices' words (seed 000 §8 'Outage detected'; seed 002 §8 'service restored'), in
// the id's language. Times are written in UTC, as the appointment notices write theirs.
const WORDS = {
  en: {
    detected: {
      subject: 'Outage detected',
      body: (area: string, back: string | null, brand: string) => [
        `We have detected a service outage in your area (${area}) and are working to restore service.`,
        back ? `We expect service back by ${back} (UTC).` : null,
        `You do not need to report it. For the latest, sign in to ${brand} and check your service status.`,
      ],
    },
    restored: {
      subject: 'Service restored',
      body: (area: string, _back: string | null, brand: string) => [
        `The service outage in your area (${area}) has ended and your service is restored.`,
        `If something still does not work, restart your equipment, or sign in to ${brand} for help.`,
      ],
    },
  },
  es: {
    detected: {
      subject: 'Interrupción detectada',
      body: (area: string, back: string | null, brand: string) => [
        `Detectamos una interrupción del servicio en su zona (${area}) y trabajamos para restablecerlo.`,
        back ? `Esperamos restablecer el servicio antes del ${back} (UTC).` : null,
        `No necesita reportarla. Para ver lo último, inicie sesión en ${brand} y consulte el estado de su servicio.`,
      ],
    },
    restored: {
      subject: 'Servicio restablecido',
      body: (area: string, _back: string | null, brand: string) => [
        `La interrupción del servicio en su zona (${area}) terminó y su servicio está restablecido.`,
        `Si algo aún no funciona, reinicie su equipo o inicie sesión en ${brand} para recibir ayuda.`,
      ],
    },
  },
} as const;

/** The e-mail of one outage notice; a text carries the same words after the brand. */
export function outageNotice(
  kind: OutageNoticeKind,
  v: { area: string; estimatedRestoration: number | null; brand: string },
  lang: Lang,
): { subject: string; body: string } {
  const w = WORDS[lang][kind];
  const back =
    v.estimatedRestoration === null
      ? null
      : formatDateTime(v.estimatedRestoration, localeOf(lang), { timeZone: 'UTC' });
  return {
    subject: `${v.brand}: ${w.subject}`,
    body: w
      .body(v.area, back, v.brand)
      .filter((line): line is string => line !== null)
      .join('\n\n'),
  };
}
