import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const database = await app.database.ping();
    const status = database ? 'ready' : 'not ready';
    return reply.code(database ? 200 : 503).send({ status, database: database ? 'up' : 'down' });
  });
}
