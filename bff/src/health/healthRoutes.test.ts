import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubRenderNode, startStubRenderNode } from '../testing/stubRenderNode.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';

describe.each(testDatabases())('health on $name', (db) => {
  let t: TestApp;
  let node: StubRenderNode;

  beforeAll(async () => {
    node = await startStubRenderNode();
    t = await startTestApp(db, { RENDER_NODES: node.url, RENDER_LOCAL_NODE: 'false' });
  });
  afterAll(async () => {
    await t.close();
    await node.close();
  });

  it('is up, and ready with the database, naming the render nodes it sees', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    let ready = await t.app.inject({ url: '/readyz' });
    for (let i = 0; i < 50 && ready.json().renderNodes === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await t.app.inject({ url: '/readyz' });
    }
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', renderNodes: 1 });
  });

  it('stays ready without a render node: pictures answer 503, the rest works', async () => {
    await node.close();
    t.app.renderNodes.markDown(node.url);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', renderNodes: 0 });
  });
});
