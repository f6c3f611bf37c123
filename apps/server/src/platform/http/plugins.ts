import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { DependencyWatch } from '../dependency-watch.ts';
import type { Config } from '../config.ts';

/** The external plugins, in order: security headers, rate limit, compression, cookies. */
export async function registerPlugins(
  server: FastifyInstance,
  config: Config,
  watch: DependencyWatch,
): Promise<void> {
  await server.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.cookieSecure,
    crossOriginEmbedderPolicy: false,
  });
  if (config.RATE_LIMIT_PER_MINUTE > 0) {
    const rateRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
    rateRedis?.on('error', (err) => watch.down('redis', err));
    rateRedis?.on('ready', () => watch.up('redis'));
    await server.register(fastifyRateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      ...(rateRedis ? { redis: rateRedis, nameSpace: 'coax:rl:' } : {}),
    });
    if (rateRedis) server.addHook('onClose', async () => void (await rateRedis.quit()));
  }
  // Pages, assets and API answers over 1 KiB go out gzip or brotli compressed.
  await server.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await server.register(fastifyCookie);
}
