import Fastify from 'fastify';

// The limit every figure is measured against: a Fastify process with one route that does no work
// (no plugins, no logging, no database), on the port given as the first argument.
const port = Number(process.argv[2]);
const server = Fastify({ logger: false });
server.get('/bare', async () => ({ status: 'ok' }));
await server.listen({ host: '127.0.0.1', port });
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
