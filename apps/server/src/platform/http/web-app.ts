import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors.ts';
import { escapeHtml } from '../html.ts';

/** The web build's hashed files (Vite writes them under /assets/ with a content hash in the name). */
export function isHashedAsset(url: string): boolean {
  // The path comes before any query, so its start is the address's start (every request asks this).
  return url.startsWith('/assets/');
}

/**
 * The page with the operator's brand name in it (`<meta name="application-name">`), so the header
 * draws the brand before the configuration call answers: a fallback of another width would move
 * the header's buttons when the name arrived.
 */
export function withBrand(html: string, brandName: string): string {
  return html.replace(
    '</head>',
    `<meta name="application-name" content="${escapeHtml(brandName)}" /></head>`,
  );
}

/**
 * Serves the built web app from the same port. Any GET that is not an API call and not a
 * file gets index.html (history fallback), so every seed path, hash forms included, loads the app.
 */
export async function registerWebApp(app: FastifyInstance, dist: string, brandName: string) {
  const index = path.join(dist, 'index.html');
  const hasApp = fs.existsSync(index);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (apps/web precompress-plugin.ts).
      preCompressed: true,
      // Hashed assets never change; the page itself is always revalidated.
      setHeaders: (res, file) => {
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const html = hasApp ? withBrand(fs.readFileSync(index, 'utf8'), brandName) : null;

  // A hashed file is cached for a year by browsers and shared caches: a cookie set on it (the
  // anti-forgery cookie a first request gets, a session being cleared) would be stored along
  // with it and replayed to others, so none leaves with one. The page itself still sets them.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isHashedAsset(req.url)) reply.removeHeader('set-cookie');
    done(null, payload);
  });

  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api') {
      return reply
        .code(404)
        .send(
          errors
            .notFound('request.no-such-endpoint', `No such endpoint: ${req.method} ${req.url.split('?')[0]}`)
            .toBody(),
        );
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && html) {
      const file = req.url.split('?')[0] ?? '/';
      // A path that looks like a file (has an extension) and was not found is a real 404.
      if (!/\.[a-z0-9]+$/i.test(file) || file.endsWith('.html')) {
        return reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
      }
    }
    return reply
      .code(404)
      .type('text/plain')
      .send(html ? 'Not found' : 'The web app is not built: run npm run build.');
  });
}
