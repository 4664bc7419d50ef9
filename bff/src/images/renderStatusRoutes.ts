import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({
  Nodes: z.array(z.object({ Url: z.string(), Capacity: z.number(), SceneVersion: z.string() })),
  Queue: z.object({
    Queued: z.number(),
    Running: z.number(),
    Rendered: z.number(),
    Retried: z.number(),
    Failed: z.number(),
  }),
  Models: z.array(z.object({ ModelId: z.string(), Done: z.number(), Total: z.number() })),
  Done: z.number(),
  Total: z.number(),
});

/**
 * `GET /api/render/status`: the live render nodes, the queue, and how far the layers of every
 * model are rendered (done / total), for operators and the warm-up's progress.
 */
export async function renderStatusRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/status', { schema: { hide: true, response: { 200: statusSchema } } }, async () => {
      const [nodes, queued, progress] = await Promise.all([
        app.renderNodes.live(),
        app.renderQueue.queueCounts(),
        app.services.layerWarmUp.progress(),
      ]);
      const counters = app.renderQueue.counters();
      return {
        Nodes: nodes.map((n) => ({ Url: n.url, Capacity: n.capacity, SceneVersion: n.sceneVersion })),
        Queue: {
          Queued: queued.queued,
          Running: queued.running,
          Rendered: counters.rendered,
          Retried: counters.retried,
          Failed: counters.failed,
        },
        Models: progress.map((p) => ({ ModelId: p.modelId, Done: p.done, Total: p.total })),
        Done: progress.reduce((sum, p) => sum + p.done, 0),
        Total: progress.reduce((sum, p) => sum + p.total, 0),
      };
    });
}
