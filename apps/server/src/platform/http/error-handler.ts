import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Reason } from '@coax/contract';
import { unreachableDependency, type DependencyWatch } from '../dependency-watch.ts';
import { AppError, errors } from '../errors.ts';

/**
 * One error handler. Typed AppErrors go out as they are; Fastify's own 4xx (bad JSON, body too
 * large, rate limit) become the same shape with a plain message; anything else is logged in
 * full and answered with a 500 that names nothing internal.
 */
export function registerErrorHandler(app: FastifyInstance, watch: DependencyWatch) {
  // A request that succeeds after the database failed means it is back.
  app.addHook('onResponse', async (_req, reply) => {
    if (reply.statusCode < 500 && watch.isDown('database')) watch.up('database');
  });
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, 'request failed');
      return reply.code(err.status).header('cache-control', 'no-store').send(err.toBody());
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(errors.throttled().toBody());
    if (status >= 400 && status < 500) {
      const [reason, message]: [Reason, string] =
        err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? ['request.body.empty', 'The request body is empty; send a JSON object.']
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? ['request.body.too-large', 'The request body is too large.']
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? ['request.body.media-type', 'Send the request body as application/json.']
              : err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
                ? ['request.body.not-json', 'The request body is not valid JSON.']
                : status === 404
                  ? ['request.no-such-endpoint', 'The request could not be understood.']
                  : ['request.not-understood', 'The request could not be understood.'];
      return reply
        .code(status)
        .send({ error: { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', reason, message } });
    }
    const dependency = unreachableDependency(err);
    if (dependency) {
      // Logged once per outage by the watch; the person is told to try again shortly.
      watch.down(dependency, err);
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '5')
        .send(errors.unavailable('server.unavailable').toBody());
    }
    req.log.error({ err }, 'unexpected error');
    return reply.code(500).send(errors.internal().toBody());
  });
}

/**
 * Errors Fastify's router raises before any handler or the error handler runs: a path parameter
 * longer than the router allows (414) and a path that is not valid percent-encoding (400). They
 * get the same error shape as every other answer.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 400;
  const [reason, message]: [Reason, string] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? ['request.address.too-long', 'A value in the address is too long.']
      : ['request.address.invalid', 'The address could not be understood.'];
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: { code: 'BAD_REQUEST', reason, message } });
}
