import type { OutboxMessage } from '../../platform/outbox/outbox.ts';
import type { TroubleshootService } from '@coax/domain';

// The e-mail that acknowledges a service issue report, in the subscriber's language.

const PRODUCT = {
  en: { internet: 'internet', tv: 'TV', phone: 'phone' },
  es: { internet: 'internet', tv: 'TV', phone: 'teléfono' },
} as const;

export function reportAcknowledgement(r: {
  to: string;
  name: string;
  caseNumber: string;
  product: TroubleshootService;
  brand: string;
  lang: 'en' | 'es';
}): OutboxMessage {
  const product = PRODUCT[r.lang][r.product];
  const en = r.lang === 'en';
  return {
    channel: 'email',
    to: r.to,
    subject: en
      ? `We received your service report (${r.caseNumber})`
      : `Recibimos su informe de servicio (${r.caseNumber})`,
    body: [
      en ? `Hello ${r.name},` : `Hola, ${r.name}:`,
      en
        ? `Thank you for telling us about the problem with your ${r.brand} ${product} service. Our team will contact you.`
        : `Gracias por informarnos del problema con su servicio de ${product} de ${r.brand}. Nuestro equipo se comunicará con usted.`,
      en ? `Case number: ${r.caseNumber}` : `Número de caso: ${r.caseNumber}`,
    ].join('\n\n'),
    topic: `support:${r.caseNumber}`,
  };
}
