import type { Actor } from '@configurator/domain';
import { testDatabases } from '@configurator/migrations/testing/testDatabases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../http/requestContext.js';
import { ConfigurationClient } from '../testing/configurationClient.js';
import { startTestApp, type TestApp } from '../testing/testApp.js';
import type { ConfigurationCommands } from './configurationCommands.js';
import type { ConfigurationQueries } from './configurationQueries.js';

const details = { vin: null, orderNumber: null, firstname: 'Anna', lastname: 'Berger', comment: null };
const dealerA: Actor = { userId: 'dealer-a', dealerNo: 'DA' };
const dealerB: Actor = { userId: 'dealer-b', dealerNo: 'DB' };
const customer: Actor = { userId: 'customer-1' };
const otherCustomer: Actor = { userId: 'customer-2' };
const visitor: Actor = { anonymousId: 'visitor-0001' };

/**
 * The services check the roles themselves, so that REST and tRPC, which only read who calls,
 * refuse alike: these call the services directly, with no route in between.
 */
describe.each(testDatabases())('roles checked by the configuration services on $name', (testDatabase) => {
  let t: TestApp;
  let commands: ConfigurationCommands;
  let queries: ConfigurationQueries;
  let modelId: string;

  beforeAll(async () => {
    t = await startTestApp(testDatabase);
    commands = t.app.services.configurationCommands;
    queries = t.app.services.configurationQueries;
    modelId = (await new ConfigurationClient(t.app).vehicles())[0]!.ModelId;
  });
  afterAll(() => t?.close());

  async function created(by: Actor = visitor): Promise<string> {
    const summary = await commands.create({ modelId }, requestContext({}), { actor: by });
    return summary.ConfigurationId;
  }

  const refusal = (status: number, message: RegExp) =>
    expect.objectContaining({ status, message: expect.stringMatching(message) });

  it('refuses a save of customer details to anyone but a dealer, storing nothing', async () => {
    const id = await created();
    const body = { saveDetails: details, saveAsNew: false };
    await expect(commands.save(id, body, { actor: visitor })).rejects.toEqual(
      refusal(401, /dealer's bearer token/),
    );
    await expect(commands.save(id, body, { actor: customer })).rejects.toEqual(
      refusal(403, /dealer account/),
    );
    expect((await queries.state(id)).saveDetails).toBeNull();
    await expect(commands.save(id, body, { actor: dealerA })).resolves.toBe(id);
  });

  it("refuses the account-bound update of another account's configuration, and for another account", async () => {
    const id = await created(customer);
    await commands.saveToAccount(id, { actor: customer });
    const update = { variationCode: (await queries.state(id)).variationCode };
    await expect(
      commands.updateForAccount(id, 'customer-2', update, { actor: otherCustomer }),
    ).rejects.toEqual(refusal(403, /another account/));
    await expect(
      commands.updateForAccount(id, 'customer-1', update, { actor: otherCustomer }),
    ).rejects.toEqual(refusal(403, /another account/));
    await expect(commands.saveToAccount(id, { actor: visitor })).rejects.toEqual(
      refusal(401, /bearer token/),
    );
    await expect(
      commands.updateForAccount(id, 'customer-1', update, { actor: customer }),
    ).resolves.toMatchObject({
      DryRun: false,
    });
  });

  it('lets only a dealer of the saving dealership replay and fork the history', async () => {
    const id = await created();
    await commands.save(id, { saveDetails: details, saveAsNew: false }, { actor: dealerA });
    for (const [who, actor, status] of [
      ['visitor', visitor, 401],
      ['customer', customer, 403],
      ['other dealership', dealerB, 403],
    ] as const) {
      await expect(queries.history(id, actor), who).rejects.toMatchObject({ status });
      await expect(commands.fork(id, 1, { actor }), who).rejects.toMatchObject({ status });
    }
    await expect(queries.history(id, dealerB)).rejects.toEqual(refusal(403, /another dealership/));
    expect((await queries.history(id, dealerA)).length).toBeGreaterThan(1);
    const forked = await commands.fork(id, 1, { actor: dealerA });
    expect((await queries.state(forked)).modelId).toBe(modelId);
  });

  it("refuses the dealer history to anyone but a dealer, and an account's list to nobody logged in", async () => {
    const saved = t.app.services.savedConfigurations;
    const query = { limit: 10 };
    await expect(saved.dealerHistory(visitor, query)).rejects.toMatchObject({ status: 401 });
    await expect(saved.dealerHistory(customer, query)).rejects.toEqual(refusal(403, /dealer account/));
    await expect(saved.ofAccount(visitor)).rejects.toMatchObject({ status: 401 });
  });
});
