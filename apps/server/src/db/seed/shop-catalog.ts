import type { ShopDiscountType, ShopProductType } from '@coax/domain';

/** One demo model: sku, names, price, and the sale or promo price when there is one. */
export interface DemoModel {
  sku: string;
  en: string;
  es: string;
  price: number;
  sale?: number;
  onSale?: boolean;
  promo?: number;
  /** the rate code the model is taxed under */
  ratecode: string;
  /** employee pricing: a percentage or an amount (cents) off each unit */
  employee: { discount: number; type: ShopDiscountType };
}

export interface DemoProduct {
  id: number;
  type: ShopProductType;
  category: string;
  en: [name: string, description: string];
  es: [name: string, description: string];
  maxQuantity?: number;
  bundle?: { percent: number; skus: string[]; maxPerOrder: number | null };
  image: string;
  models: DemoModel[];
}

const GATEWAYS = ['GW-AX6', 'GW-AX6E'];
const staff = (discount: number, type: ShopDiscountType = 'percentage') => ({ discount, type });

/** The demo store: devices bought once and monthly subscriptions, in English and Spanish. */
export const DEMO_CATALOG: DemoProduct[] = [
  {
    id: 101,
    type: 'product',
    category: 'internet',
    en: ['Smart WiFi Gateway', 'Modem and router in one, with WiFi 6 for every room of a busy home.'],
    es: [
      'Puerta de enlace WiFi inteligente',
      'Módem y router en uno, con WiFi 6 para cada rincón de la casa.',
    ],
    maxQuantity: 4,
    image: '/shop-images/gateway.svg',
    models: [
      { sku: 'GW-AX6', en: 'WiFi 6', es: 'WiFi 6', price: 14999, ratecode: 'HW', employee: staff(20) },
      {
        sku: 'GW-AX6E',
        en: 'WiFi 6E',
        es: 'WiFi 6E',
        price: 19999,
        sale: 17999,
        onSale: true,
        ratecode: 'HW',
        employee: staff(20),
      },
    ],
  },
  {
    id: 102,
    type: 'product',
    category: 'internet',
    en: ['Whole-Home Mesh Kit', 'Mesh points that carry your gateway’s WiFi to the far corners.'],
    es: [
      'Kit de malla para toda la casa',
      'Puntos de malla que llevan el WiFi de su puerta de enlace a toda la casa.',
    ],
    maxQuantity: 5,
    bundle: { percent: 15, skus: GATEWAYS, maxPerOrder: 2 },
    image: '/shop-images/mesh-kit.svg',
    models: [
      {
        sku: 'MK-2',
        en: '2-pack',
        es: 'Paquete de 2',
        price: 29999,
        sale: 24999,
        onSale: true,
        ratecode: 'HW',
        employee: staff(20),
      },
      { sku: 'MK-3', en: '3-pack', es: 'Paquete de 3', price: 39999, ratecode: 'HW', employee: staff(20) },
    ],
  },
  {
    id: 103,
    type: 'product',
    category: 'internet',
    en: ['Smart WiFi Extender', 'One more mesh point for a basement, a garage or a back office.'],
    es: ['Extensor WiFi inteligente', 'Un punto de malla más para el sótano, el garaje o una oficina.'],
    bundle: { percent: 10, skus: GATEWAYS, maxPerOrder: 3 },
    image: '/shop-images/mesh-point.svg',
    models: [
      { sku: 'MP-1', en: 'Single', es: 'Individual', price: 12999, ratecode: 'HW', employee: staff(20) },
    ],
  },
  {
    id: 104,
    type: 'product',
    category: 'security',
    en: ['Indoor Camera', 'A 1080p camera with night vision and two-way talk.'],
    es: ['Cámara para interiores', 'Cámara 1080p con visión nocturna y audio bidireccional.'],
    maxQuantity: 8,
    image: '/shop-images/camera-indoor.svg',
    models: [
      {
        sku: 'CAM-IN',
        en: 'White',
        es: 'Blanca',
        price: 6999,
        promo: 4999,
        ratecode: 'HW',
        employee: staff(15),
      },
    ],
  },
  {
    id: 105,
    type: 'product',
    category: 'security',
    en: ['Outdoor Camera', 'A weatherproof 2K camera with a spotlight and motion alerts.'],
    es: ['Cámara para exteriores', 'Cámara 2K resistente a la intemperie, con foco y alertas de movimiento.'],
    maxQuantity: 8,
    bundle: { percent: 10, skus: ['SUB-SEC'], maxPerOrder: 2 },
    image: '/shop-images/camera-outdoor.svg',
    models: [{ sku: 'CAM-OUT', en: 'Black', es: 'Negra', price: 12999, ratecode: 'HW', employee: staff(15) }],
  },
  {
    id: 106,
    type: 'product',
    category: 'smart-home',
    en: ['Smart Home Starter Kit', 'A hub, two door sensors, a motion sensor and a smart plug.'],
    es: [
      'Kit de inicio para hogar inteligente',
      'Un hub, dos sensores de puerta, un sensor de movimiento y un enchufe.',
    ],
    image: '/shop-images/smart-home-kit.svg',
    models: [
      {
        sku: 'SH-KIT',
        en: 'Starter',
        es: 'Inicial',
        price: 19999,
        sale: 17999,
        ratecode: 'HW',
        employee: staff(20),
      },
    ],
  },
  {
    id: 107,
    type: 'product',
    category: 'tv',
    en: ['Voice Remote', 'Say a channel, a show or a search, and the box does the rest.'],
    es: ['Control remoto por voz', 'Diga un canal, un programa o una búsqueda, y el equipo hace el resto.'],
    maxQuantity: 10,
    image: '/shop-images/remote.svg',
    models: [
      {
        sku: 'RM-VOICE',
        en: 'Voice',
        es: 'Por voz',
        price: 2999,
        ratecode: 'ACC',
        employee: staff(500, 'price'),
      },
    ],
  },
  {
    id: 201,
    type: 'subscription',
    category: 'security',
    en: ['Home Security Monitoring', 'Professional monitoring around the clock, billed monthly.'],
    es: ['Monitoreo de seguridad del hogar', 'Monitoreo profesional las 24 horas, con cargo mensual.'],
    image: '/shop-images/security.svg',
    models: [
      { sku: 'SUB-SEC', en: 'Monthly', es: 'Mensual', price: 1999, ratecode: 'SUBSEC', employee: staff(10) },
    ],
  },
  {
    id: 202,
    type: 'subscription',
    category: 'tv',
    en: ['Streaming Plus', 'Thousands of movies and series on every screen, billed monthly.'],
    es: ['Streaming Plus', 'Miles de películas y series en todas sus pantallas, con cargo mensual.'],
    image: '/shop-images/streaming.svg',
    models: [
      {
        sku: 'SUB-STREAM',
        en: 'Monthly',
        es: 'Mensual',
        price: 899,
        ratecode: 'SUBSTR',
        employee: staff(10),
      },
    ],
  },
  {
    id: 203,
    type: 'subscription',
    category: 'security',
    en: ['Cloud Video Storage', '30 days of camera recordings kept safely online, billed monthly.'],
    es: [
      'Almacenamiento de video en la nube',
      '30 días de grabaciones guardadas en línea, con cargo mensual.',
    ],
    image: '/shop-images/cloud.svg',
    models: [
      { sku: 'SUB-CLOUD', en: 'Monthly', es: 'Mensual', price: 499, ratecode: 'SUBSTR', employee: staff(10) },
    ],
  },
];

/** Sales tax by ZIP and rate code, parts per million; the operator keeps this table. */
export const DEMO_TAX_RATES: Record<string, Record<string, number>> = {
  // Nassau County, NY: 8.625%; streaming is not taxed
  '11801': { HW: 86_250, ACC: 86_250, SUBSEC: 86_250 },
  '11803': { HW: 86_250, ACC: 86_250, SUBSEC: 86_250 },
  '11550': { HW: 86_250, ACC: 86_250, SUBSEC: 86_250 },
  // Bronx, NY: 8.875%
  '10451': { HW: 88_750, ACC: 88_750, SUBSEC: 88_750 },
  '10454': { HW: 88_750, ACC: 88_750, SUBSEC: 88_750 },
  // Jersey City, NJ: 6.625%, streaming too
  '07302': { HW: 66_250, ACC: 66_250, SUBSEC: 66_250, SUBSTR: 66_250 },
  // Stamford, CT: 6.35%
  '06902': { HW: 63_500, ACC: 63_500, SUBSEC: 63_500, SUBSTR: 63_500 },
};

/** The service address of each demo account (the cart is taxed for its ZIP). */
export const DEMO_SERVICE_ADDRESSES = [
  {
    account_number: '781245006201',
    line1: '42 Old Country Rd',
    city: 'Hicksville',
    state: 'NY',
    zip: '11801',
  },
  { account_number: '781245006302', line1: '310 E 149th St', city: 'Bronx', state: 'NY', zip: '10451' },
  { account_number: '781245006403', line1: '95 Hudson St', city: 'Jersey City', state: 'NJ', zip: '07302' },
  { account_number: '781245006504', line1: '18 Fulton Ave', city: 'Hempstead', state: 'NY', zip: '11550' },
  {
    account_number: '781245006605',
    line1: '7 Manetto Hill Rd',
    city: 'Plainview',
    state: 'NY',
    zip: '11803',
  },
  { account_number: '781245006807', line1: '250 Summer St', city: 'Stamford', state: 'CT', zip: '06902' },
];
