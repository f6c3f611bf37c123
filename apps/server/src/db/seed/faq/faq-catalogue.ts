/**
 * The FAQ's products and categories (seed 000 §3 "FAQ product: id, name, subs (id, name)"), in
 * English and Spanish. Ids are shared by both languages so an FAQ address works in either.
 */
export interface FaqCatalogueProduct {
  id: string;
  name: { en: string; es: string };
  subs: { id: string; name: { en: string; es: string } }[];
}

export const FAQ_CATALOGUE: readonly FaqCatalogueProduct[] = [
  {
    id: '1',
    name: { en: 'Billing and payments', es: 'Facturación y pagos' },
    subs: [
      { id: '11', name: { en: 'Paying your bill', es: 'Pagar su factura' } },
      { id: '12', name: { en: 'Autopay and paperless billing', es: 'Pago automático y factura sin papel' } },
      { id: '13', name: { en: 'Understanding your bill', es: 'Entender su factura' } },
    ],
  },
  {
    id: '2',
    name: { en: 'TV', es: 'TV' },
    subs: [
      { id: '21', name: { en: 'Watching TV and On Demand', es: 'Ver TV y On Demand' } },
      { id: '22', name: { en: 'DVR and recordings', es: 'DVR y grabaciones' } },
      { id: '23', name: { en: 'Cable box and remote', es: 'Receptor de cable y control remoto' } },
    ],
  },
  {
    id: '3',
    name: { en: 'Internet', es: 'Internet' },
    subs: [
      { id: '31', name: { en: 'Connection and WiFi', es: 'Conexión y WiFi' } },
      { id: '32', name: { en: 'E-mail', es: 'Correo electrónico' } },
    ],
  },
  {
    id: '4',
    name: { en: 'Phone', es: 'Teléfono' },
    subs: [
      { id: '41', name: { en: 'Voicemail and calling features', es: 'Buzón de voz y funciones de llamada' } },
      { id: '42', name: { en: 'Phone service problems', es: 'Problemas con el servicio telefónico' } },
    ],
  },
  {
    id: '5',
    name: { en: 'Account and service', es: 'Cuenta y servicio' },
    subs: [
      { id: '51', name: { en: 'Outages', es: 'Interrupciones del servicio' } },
      { id: '52', name: { en: 'Moving and service changes', es: 'Mudanzas y cambios de servicio' } },
      { id: '53', name: { en: 'Equipment and appointments', es: 'Equipos y citas' } },
      { id: '54', name: { en: 'Sign-in and user IDs', es: 'Inicio de sesión e IDs de usuario' } },
    ],
  },
];

/** One answer as written: the same id, product and category in both languages. */
export interface FaqContent {
  id: number;
  product: string;
  category: string;
  /** 1 is asked most often */
  popularity: number;
  /** days before the seed's "now" the answer was last reviewed */
  reviewedDaysAgo: number;
  title: string;
  /** extra words people search with that the text may not use */
  keywords: string;
  /**
   * Plain text: paragraphs split by a blank line, "- " list items, [label](/path) in-app links.
   * {brand} and {phone} are filled in when served (the brand and the caller's support number).
   */
  body: string;
}
