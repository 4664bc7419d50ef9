import type { Actor } from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import type { CatalogService } from '../catalog/catalogService.js';
import type { Price } from '../catalog/catalogTypes.js';
import { isoDateTime } from '../http/isoDateTime.js';
import { requestContext } from '../http/requestContext.js';
import { requireAccount, requireAccountsEnabled, requireDealer } from './actorRoles.js';
import type { DealerHistoryEntry, DealerHistoryQuery } from './configurationSchemas.js';
import { readDealerHistory } from './projections/dealerHistory.js';
import { readUserConfigurations } from './projections/userConfigurations.js';

/** One configuration saved to an account, with what the account's lists show of it. */
export interface AccountConfiguration {
  ConfigurationId: string;
  ModelId: string;
  ModelName: string;
  HeroImageUrl: string | null;
  VariationCode: string;
  PartIds: number[];
  TotalPrice: Price;
  SavedAt: string;
}

/** The lists of saved configurations: a dealership's history and an account's own. */
export class SavedConfigurations {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
    private readonly accountsEnabled: boolean,
  ) {}

  /**
   * The calling dealership's saved configurations matching the filters, one row each with its
   * latest save, newest first.
   */
  async dealerHistory(viewer: Actor, q: DealerHistoryQuery): Promise<DealerHistoryEntry[]> {
    const { dealerNo } = requireDealer(viewer);
    const rows = await readDealerHistory(this.db, {
      dealerNo,
      modelId: q.model,
      dateFrom: q.dateFrom,
      dateTo: q.dateTo,
      customer: q.customer?.trim() || undefined,
      limit: q.limit,
    });
    await this.catalog.resolveContext(requestContext(q));
    return Promise.all(
      rows.map(async (row) => ({
        ConfigurationId: row.configurationId,
        ModelId: row.modelId,
        Model: row.modelName,
        Price: await this.catalog.priceInCurrency(row.priceMinor, row.currency),
        Customer: `${row.customerFirstname} ${row.customerLastname}`,
        Vin: row.vin,
        OrderNumber: row.orderNumber,
        Date: isoDateTime(row.savedAt),
        Comment: row.comment,
        Link: `/main?configurationId=${row.configurationId}`,
      })),
    );
  }

  /** The configurations saved to the calling account, newest first. */
  async ofAccount(viewer: Actor): Promise<AccountConfiguration[]> {
    requireAccountsEnabled(this.accountsEnabled);
    const userId = requireAccount(viewer);
    const rows = await readUserConfigurations(this.db, userId);
    return Promise.all(
      rows.map(async (row) => ({
        ConfigurationId: row.configurationId,
        ModelId: row.modelId,
        ModelName: (await this.catalog.modelName(row.modelId)) ?? row.modelId,
        HeroImageUrl: await this.catalog.heroImageUrl(row.modelId),
        VariationCode: row.variationCode,
        PartIds: row.partIds,
        TotalPrice: await this.catalog.priceInCurrency(row.priceMinor, row.currency),
        SavedAt: isoDateTime(row.savedAt),
      })),
    );
  }
}
