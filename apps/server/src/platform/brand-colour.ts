// The brand's colours as an operator configures them (BRAND_COLOR, BRAND_COLOR_DARK): checked
// for contrast at start-up, and turned into the small stylesheet the web app links (/brand.css)
// that replaces the default brand tokens of apps/web/src/app/styles/tokens.css.

type Rgb = readonly [number, number, number];

/** WCAG AA for ordinary text. */
export const MIN_CONTRAST = 4.5;
/** The web app's page background (--page): brand-coloured links sit on it. */
export const PAGE_BACKGROUND = '#f3f5f8';
const WHITE = '#ffffff';
const BLACK = '#000000';

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `share` (0-1) of `other` mixed into `base`, channel by channel. */
export function mix(base: string, other: string, share: number): string {
  const a = rgbOf(base);
  const b = rgbOf(other);
  return hexOf([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * share) as unknown as Rgb);
}

/**
 * Why a configured brand colour cannot be used, in plain words, or undefined when it can. White
 * text sits on both colours (buttons, the header); the main one is also the colour of links on
 * white and on the page background, the lighter of which is the page.
 */
export function brandColourProblem(setting: string, hex: string, alsoOnPage: boolean): string | undefined {
  const onWhite = contrast(hex, WHITE);
  const worst = alsoOnPage ? Math.min(onWhite, contrast(hex, PAGE_BACKGROUND)) : onWhite;
  if (worst >= MIN_CONTRAST) return undefined;
  const where = alsoOnPage
    ? `white text on it and as link text on white and on the page background ${PAGE_BACKGROUND}`
    : 'white text on it';
  return `${setting} ${hex} is too light to read: it needs a contrast of at least ${MIN_CONTRAST}:1 (WCAG AA) with ${where}, and has ${worst.toFixed(2)}:1. Choose a darker colour.`;
}

export interface BrandColours {
  brand: string;
  brandStrong: string;
  brandDark: string;
  brandDark2: string;
}

/**
 * The four brand tokens from the two configured colours: the hover/pressed shade is the brand
 * darkened a little; the second dark (the header's lower band) lies between the dark and the
 * brand. A mix of two colours that each hold 4.5:1 against white holds it too.
 */
export function brandColours(brand: string, dark: string): BrandColours {
  return {
    brand: brand.toLowerCase(),
    brandStrong: mix(brand, BLACK, 0.225),
    brandDark: dark.toLowerCase(),
    brandDark2: mix(dark, brand, 0.35),
  };
}

/** The stylesheet served at /brand.css. `html:root` outranks tokens.css's `:root` whatever the order. */
export function brandStylesheet(c: BrandColours): string {
  return [
    '/* Brand colours from the server configuration (BRAND_COLOR, BRAND_COLOR_DARK); see docs/design.md. */',
    'html:root {',
    `  --brand: ${c.brand};`,
    `  --brand-strong: ${c.brandStrong};`,
    `  --brand-dark: ${c.brandDark};`,
    `  --brand-dark-2: ${c.brandDark2};`,
    '}',
    '',
  ].join('\n');
}
