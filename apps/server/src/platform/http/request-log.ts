import type { FastifyInstance } from 'fastify';

/**
 * What the log keeps of answered requests: every server error, every slow request and one in
 * `sampleEvery` of the rest, each line with the request's id. Two lines for every request cost
 * more than the requests themselves and bury the ones worth reading.
 */
/** An event stream (live chat) stays open on purpose: its length is not slowness. */
const isStream = (type: unknown) => String(type ?? '').startsWith('text/event-stream');

export function registerRequestLog(
  server: FastifyInstance,
  opts: { sampleEvery: number; slowMs: number },
): void {
  let answered = 0;
  server.addHook('onResponse', (req, reply, done) => {
    answered++;
    const ms = Math.round(reply.elapsedTime);
    const line = { req, statusCode: reply.statusCode, ms };
    if (reply.statusCode >= 500) req.log.error(line, 'request answered with a server error');
    else if (ms > opts.slowMs && !isStream(reply.raw.getHeader('content-type'))) {
      req.log.warn(line, 'slow request');
    } else if (opts.sampleEvery > 0 && answered % opts.sampleEvery === 0) {
      req.log.info(line, 'request (sample)');
    }
    done();
  });
}
