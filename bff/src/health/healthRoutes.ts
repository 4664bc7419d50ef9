import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));

  /**
   * Ready when the database answers. Render nodes are reported, not required: without one the
   * server still answers everything but pictures, which say 503 with Retry-After.
   */
  app.get('/readyz', async (_request, reply) => {
    const [database, nodes] = await Promise.all([
      app.database.ping(),
      app.renderNodes.live().catch(() => []),
    ]);
    const status = database ? 'ready' : 'not ready';
    return reply.code(database ? 200 : 503).send({
      status,
      database: database ? 'up' : 'down',
      renderNodes: nodes.length,
    });
  });
}
