import { describe, expect, it } from 'vitest';
import { seedModel } from '../../src/contract/seedFacts.js';
import {
  answer,
  CONTEXT,
  createConfiguration,
  failure,
  MODEL_ID,
  type ServerRef,
  sorted,
} from './answers.js';

const CUSTOMER = 'customer-4711';
const DEALER_NO = 'D-1001';

/** The calls that need an account: saving to a profile, account-bound updates and the dealer history. */
export function accountsAndDealers(server: ServerRef): void {
  describe('customers, dealers and setups', () => {
    const seed = seedModel(MODEL_ID);

    it('binds an update to the account and saves the configuration to the profile', async () => {
      const { client } = server();
      const customer = await server().bearer({ sub: CUSTOMER });
      const id = await createConfiguration(server());
      const updated = answer(
        await client.PUT('/api/posconfigurator/configuration/update/{configurationId}/{extra}', {
          params: { path: { configurationId: id, extra: CUSTOMER }, query: CONTEXT },
          headers: customer,
          body: { VariationCode: seed.variationCodes[1] },
        }),
      );
      expect(updated).toMatchObject({ DryRun: false, PartIds: [], RulesResult: null });

      const params = { path: { id }, query: CONTEXT };
      const unauthorised = failure(
        await client.POST('/api/posconfigurator/configuration/{id}/save-user-configuration-cdc', {
          params,
          body: { Id: id, Parts: [] },
        }),
        401,
      );
      expect(unauthorised.Message).toMatch(/Authorization/);

      const saved = answer(
        await client.POST('/api/posconfigurator/configuration/{id}/save-user-configuration-cdc', {
          params,
          headers: customer,
          body: { Id: id, Parts: [] },
        }),
      );
      expect(saved.ConfigurationId).toBe(id);

      const profile = answer(
        await client.GET('/api/posconfigurator/user/configurations', {
          params: { query: CONTEXT },
          headers: customer,
        }),
      );
      expect(profile.Configurations).toEqual([
        expect.objectContaining({
          ConfigurationId: id,
          ModelId: MODEL_ID,
          VariationCode: seed.variationCodes[1],
          PartIds: [],
        }),
      ]);
      expect(profile.Configurations[0]!.TotalPrice.Currency).toBe('EUR');
    });

    it('applies a setup through the rules, first as a dry run', async () => {
      const { client } = server();
      const id = await createConfiguration(server());
      const setup = seed.setups[0]!;
      const applySetup = (DryRun: boolean) =>
        client.POST('/api/posconfigurator/configuration/{id}/apply-setup', {
          params: { path: { id }, query: CONTEXT },
          body: { SetupId: setup.setupId, DryRun },
        });
      const preview = answer(await applySetup(true));
      expect(preview).toMatchObject({ RulesResult: null, DryRun: true });
      expect(sorted(preview.AddedPartIds)).toEqual(sorted(setup.parts));

      const applied = answer(await applySetup(false));
      expect(applied.DryRun).toBe(false);
      expect(sorted(applied.PartIds)).toEqual(sorted(setup.parts));
    });

    it("lists what a dealer saved for a customer in the dealer's history", async () => {
      const { client } = server();
      const dealer = await server().bearer({ sub: 'dealer-user-7', dealer_no: DEALER_NO });
      const id = await createConfiguration(server(), dealer);
      answer(
        await client.POST('/api/posconfigurator/configuration/{id}/save-configuration', {
          params: { path: { id }, query: CONTEXT },
          headers: dealer,
          body: {
            Firstname: 'Anna',
            Lastname: 'Berger',
            Vin: 'VBKV29401PM123456',
            OrderNumber: 'ORD-2001',
            Comment: 'Test ride first',
          },
        }),
      );

      const history = answer(
        await client.GET('/api/posconfigurator/dealer/history', {
          params: { query: { ...CONTEXT, customer: 'Berger' } },
          headers: dealer,
        }),
      );
      expect(history.History).toEqual([
        expect.objectContaining({
          ConfigurationId: id,
          ModelId: MODEL_ID,
          Customer: 'Anna Berger',
          Vin: 'VBKV29401PM123456',
          OrderNumber: 'ORD-2001',
          Comment: 'Test ride first',
          Link: `/main?configurationId=${id}`,
        }),
      ]);
      expect(history.History[0]!.Price.Currency).toBe('EUR');

      const customer = await server().bearer({ sub: CUSTOMER });
      const refused = failure(
        await client.GET('/api/posconfigurator/dealer/history', {
          params: { query: CONTEXT },
          headers: customer,
        }),
        403,
      );
      expect(refused.Message).toMatch(/dealer/);
    });
  });
}
