import { SearchWeight, indexTerms, type SearchWeightValue } from '@coax/domain';

type Text = { en: string; es: string };

/** A portal page the all-site search can find: its path (seed 000 §2 URL space), title, summary, extra words. */
export interface SitePage {
  path: string;
  title: Text;
  summary: Text;
  keywords: Text;
}

/**
 * The portal's pages for the all-site search (seed 000 §2). Kept here rather than crawled: the
 * web app is a single page, so the server cannot read its pages, and this list is short.
 */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/home',
    title: { en: 'Home', es: 'Inicio' },
    summary: {
      en: 'Your services, bill and account at a glance.',
      es: 'Sus servicios, su factura y su cuenta de un vistazo.',
    },
    keywords: { en: 'dashboard overview start', es: 'panel resumen principal' },
  },
  {
    path: '/login/',
    title: { en: 'Sign in', es: 'Iniciar sesión' },
    summary: {
      en: 'Sign in with your user ID and password.',
      es: 'Inicie sesión con su ID de usuario y su contraseña.',
    },
    keywords: { en: 'log in login sign on password user id', es: 'ingresar entrar contrasena id de usuario' },
  },
  {
    path: '/profile/',
    title: { en: 'My profile', es: 'Mi perfil' },
    summary: {
      en: 'Your user ID, account details and services, and signing out.',
      es: 'Su ID de usuario, los datos de su cuenta y sus servicios, y cerrar sesión.',
    },
    keywords: { en: 'account settings sign out logout', es: 'cuenta configuracion cerrar sesion salir' },
  },
  {
    path: '/profile/household-ids',
    title: { en: 'User IDs and mailboxes', es: 'IDs de usuario y buzones' },
    summary: {
      en: 'Create user IDs for your household and get a mailbox.',
      es: 'Cree IDs de usuario para su hogar y obtenga un buzón de correo.',
    },
    keywords: {
      en: 'email e-mail mailbox household user id get a mailbox',
      es: 'correo electronico buzon hogar id de usuario',
    },
  },
  {
    path: '/pay-bill/',
    title: { en: 'Pay bill', es: 'Pagar factura' },
    summary: {
      en: 'See your amount due and due date, and pay your bill.',
      es: 'Vea el monto a pagar y la fecha de vencimiento, y pague su factura.',
    },
    keywords: {
      en: 'payment balance amount due make a payment',
      es: 'pago saldo monto a pagar hacer un pago',
    },
  },
  {
    path: '/pay-bill/payment-options/',
    title: { en: 'Payment options', es: 'Opciones de pago' },
    summary: {
      en: 'Save and manage your cards and bank accounts.',
      es: 'Guarde y administre sus tarjetas y cuentas bancarias.',
    },
    keywords: {
      en: 'credit card debit card bank account payment method',
      es: 'tarjeta de credito tarjeta de debito cuenta bancaria metodo de pago',
    },
  },
  {
    path: '/pay-bill/manage-payments/',
    title: { en: 'Manage payments', es: 'Administrar pagos' },
    summary: {
      en: 'See, change or cancel scheduled payments.',
      es: 'Vea, cambie o cancele pagos programados.',
    },
    keywords: { en: 'scheduled payment change cancel', es: 'pago programado cambiar cancelar' },
  },
  {
    path: '/pay-bill/automatic-payments/',
    title: { en: 'Automatic payments', es: 'Pagos automáticos' },
    summary: {
      en: 'Turn autopay on or off and choose how it pays.',
      es: 'Active o desactive el pago automático y elija cómo se paga.',
    },
    keywords: { en: 'autopay auto pay recurring', es: 'pago automatico recurrente' },
  },
  {
    path: '/pay-bill/account-activity/',
    title: { en: 'Account activity', es: 'Actividad de la cuenta' },
    summary: { en: 'Your recent charges and payments.', es: 'Sus cargos y pagos recientes.' },
    keywords: { en: 'history transactions charges payments', es: 'historial transacciones cargos pagos' },
  },
  {
    path: '/pay-bill/my-bill/',
    title: { en: 'My bill', es: 'Mi factura' },
    summary: { en: 'View and download your statements.', es: 'Vea y descargue sus estados de cuenta.' },
    keywords: { en: 'statement pdf paperless invoice', es: 'estado de cuenta pdf sin papel' },
  },
  {
    path: '/tv',
    title: { en: 'TV', es: 'TV' },
    summary: {
      en: 'Watch On Demand, check the guide and manage your recordings.',
      es: 'Vea On Demand, consulte la guía y administre sus grabaciones.',
    },
    keywords: { en: 'television cable channels', es: 'television cable canales' },
  },
  {
    path: '/tv/guide',
    title: { en: 'TV guide', es: 'Guía de TV' },
    summary: {
      en: "What's on now and later, channel by channel.",
      es: 'Lo que dan ahora y más tarde, canal por canal.',
    },
    keywords: {
      en: 'listings schedule channels what is on tonight',
      es: 'programacion horarios canales que dan hoy',
    },
  },
  {
    path: '/tv/asset/',
    title: { en: 'On Demand', es: 'On Demand' },
    summary: {
      en: 'Movies and shows to watch whenever you like.',
      es: 'Películas y programas para ver cuando quiera.',
    },
    keywords: { en: 'vod movies shows rent rentals', es: 'a pedido peliculas programas alquilar alquileres' },
  },
  {
    path: '/tv/dvr/#/scheduled',
    title: { en: 'DVR recordings', es: 'Grabaciones de DVR' },
    summary: { en: 'Your scheduled and recorded programs.', es: 'Sus programas programados y grabados.' },
    keywords: { en: 'dvr record recordings scheduled', es: 'dvr grabar grabaciones programadas' },
  },
  {
    path: '/tv/cart/',
    title: { en: 'TV cart', es: 'Carrito de TV' },
    summary: {
      en: 'On Demand titles you saved to watch later.',
      es: 'Títulos On Demand que guardó para ver después.',
    },
    keywords: { en: 'cart saved favorites watch later', es: 'carrito guardados favoritos ver despues' },
  },
  {
    path: '/internet',
    title: { en: 'Internet', es: 'Internet' },
    summary: {
      en: 'Your internet service, WiFi and e-mail.',
      es: 'Su servicio de internet, WiFi y correo electrónico.',
    },
    keywords: { en: 'wifi wireless modem router email', es: 'wifi inalambrico modem router correo' },
  },
  {
    path: '/support',
    title: { en: 'Support', es: 'Soporte' },
    summary: {
      en: 'Help with your services, troubleshooting and ways to contact us.',
      es: 'Ayuda con sus servicios, solución de problemas y formas de comunicarse con nosotros.',
    },
    keywords: {
      en: 'help contact us chat call troubleshoot',
      es: 'ayuda contacto llamar chat solucionar problemas',
    },
  },
  {
    path: '/FAQ',
    title: { en: 'Frequently asked questions', es: 'Preguntas frecuentes' },
    summary: {
      en: 'Answers about billing, TV, internet, phone and your account.',
      es: 'Respuestas sobre facturación, TV, internet, teléfono y su cuenta.',
    },
    keywords: { en: 'faq help questions answers', es: 'ayuda preguntas respuestas' },
  },
  {
    path: '/support/outage/#/UnauthenticatedUserOutage',
    title: { en: 'Outage status', es: 'Estado de interrupciones' },
    summary: {
      en: 'Check for service outages in your area.',
      es: 'Consulte si hay interrupciones del servicio en su zona.',
    },
    keywords: { en: 'outage service down not working', es: 'interrupcion apagon servicio caido no funciona' },
  },
  {
    path: '/service-appointments',
    title: { en: 'Service appointments', es: 'Citas de servicio' },
    summary: {
      en: 'See, change or cancel a technician visit.',
      es: 'Vea, cambie o cancele la visita de un técnico.',
    },
    keywords: {
      en: 'appointment technician installation visit reschedule',
      es: 'cita tecnico instalacion visita reprogramar',
    },
  },
  {
    path: '/pages/transition-tv.html',
    title: { en: 'TV service transition', es: 'Transición del servicio de TV' },
    summary: {
      en: 'What is changing with TV service in your area, and what to do.',
      es: 'Qué cambia en el servicio de TV de su zona y qué debe hacer.',
    },
    keywords: { en: 'tv transition change equipment', es: 'tv transicion cambio equipos' },
  },
  {
    path: '/smarthome-info',
    title: { en: 'Smart home', es: 'Hogar inteligente' },
    summary: {
      en: 'Cameras, sensors and smart home service.',
      es: 'Cámaras, sensores y servicio de hogar inteligente.',
    },
    keywords: {
      en: 'smart home security cameras sensors',
      es: 'hogar inteligente seguridad camaras sensores',
    },
  },
];

export interface IndexedPage {
  path: string;
  title: string;
  summary: string;
  terms: Map<string, SearchWeightValue>;
}

/** Built once at start: each page's terms in each language, for an in-memory lookup per search. */
export const PAGE_INDEX: Record<'en' | 'es', readonly IndexedPage[]> = {
  en: index('en'),
  es: index('es'),
};

function index(lang: 'en' | 'es'): IndexedPage[] {
  return SITE_PAGES.map((p) => ({
    path: p.path,
    title: p.title[lang],
    summary: p.summary[lang],
    terms: indexTerms([
      { text: p.title[lang], weight: SearchWeight.title },
      { text: p.keywords[lang], weight: SearchWeight.keywords },
      { text: p.summary[lang], weight: SearchWeight.body },
    ]),
  }));
}
