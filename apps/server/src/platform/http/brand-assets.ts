import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_BACKGROUND, brandColours, brandStylesheet } from '../brand-colour.ts';
import type { Config } from '../config.ts';

export const BRAND_CSS_PATH = '/brand.css';
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The app icons the web build ships (apps/web/public, drawn by tools/app-icons.mjs). */
const ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
];

/** The web app manifest: the configured brand's name and colours, the shipped icons. */
export function webManifest(config: Pick<Config, 'BRAND_NAME' | 'BRAND_COLOR_DARK'>) {
  return {
    name: config.BRAND_NAME,
    short_name: config.BRAND_NAME,
    lang: 'en',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: PAGE_BACKGROUND,
    theme_color: config.BRAND_COLOR_DARK,
    icons: ICONS,
  };
}

/** A few minutes in caches; a changed brand reaches browsers soon after a restart. */
const CACHE = 'public, max-age=300';

function sendCached(req: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  reply.header('cache-control', CACHE).header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * The brand as the configuration has it, for the web build that cannot know it: /brand.css
 * (the brand colour tokens; a stylesheet of our own origin, so the CSP's style-src 'self' holds
 * with no inline style) and /manifest.webmanifest (name and colours for an installed app).
 */
export function registerBrandAssets(server: FastifyInstance, config: Config) {
  const css = brandStylesheet(brandColours(config.BRAND_COLOR, config.BRAND_COLOR_DARK));
  const manifest = JSON.stringify(webManifest(config));
  server.get(BRAND_CSS_PATH, (req, reply) => sendCached(req, reply, 'text/css; charset=utf-8', css));
  server.get(MANIFEST_PATH, (req, reply) => sendCached(req, reply, 'application/manifest+json', manifest));
  // Shared caches keep these: a cookie set on them (a first visit's anti-forgery cookie) would be
  // kept and handed to others, so none leaves with one; the page itself still sets them.
  server.addHook('onSend', async (req, reply, payload) => {
    const url = req.url.split('?')[0];
    if (url === BRAND_CSS_PATH || url === MANIFEST_PATH) reply.removeHeader('set-cookie');
    return payload;
  });
}
