import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { DependencyWatch } from '../dependency-watch.ts';
import type { Config } from '../config.ts';
import { registerCompression } from './compression.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { isHashedAsset } from './web-app.ts';

const SESSION_KEY_PREFIX = 's:';

/** What the rate limit counts a request against: its live session, else its address. */
export function rateLimitKey(req: FastifyRequest): string {
  const session = req.auth?.session;
  return session ? `${SESSION_KEY_PREFIX}${session.key}` : `a:${req.ip}`;
}

/** The external plugins, in order: security headers, rate limit, compression, cookies. */
export async function registerPlugins(
  server: FastifyInstance,
  config: Config,
  watch: DependencyWatch,
): Promise<void> {
  registerSecurityHeaders(server, config.cookieSecure);
  if (config.RATE_LIMIT_PER_MINUTE > 0) {
    const rateRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
    rateRedis?.on('error', (err) => watch.down('redis', err));
    rateRedis?.on('ready', () => watch.up('redis'));
    await server.register(fastifyRateLimit, {
      // After the session hook has read the cookie: a signed-in browser is counted by its session
      // (people behind one address, an office or a carrier's NAT, are not limited together), a
      // visitor or a made-up cookie by the address. The app's hashed files are not counted.
      hook: 'preHandler',
      keyGenerator: rateLimitKey,
      max: (_req, key) =>
        key.startsWith(SESSION_KEY_PREFIX)
          ? config.RATE_LIMIT_SESSION_PER_MINUTE
          : config.RATE_LIMIT_PER_MINUTE,
      allowList: (req) => isHashedAsset(req.url),
      timeWindow: '1 minute',
      ...(rateRedis ? { redis: rateRedis, nameSpace: 'coax:rl:' } : {}),
    });
    if (rateRedis) server.addHook('onClose', async () => void (await rateRedis.quit()));
  }
  // Answers over 1 KiB go out brotli or gzip compressed, at a quality made for answers built per
  // request (brotli's default, 11, is for files compressed once). The web app's files are
  // compressed at build time and sent as they are (web-app.ts).
  registerCompression(server);
  await server.register(fastifyCookie);
}
