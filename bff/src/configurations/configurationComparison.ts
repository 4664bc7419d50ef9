import type { Configuration } from '@configurator/domain';
import type { Database } from '@configurator/migrations/db/database';
import type { CatalogService } from '../catalog/catalogService.js';
import type { Part, Price } from '../catalog/catalogTypes.js';
import { ApiError } from '../http/apiError.js';
import { fullImages } from '../images/fullImages.js';
import type {
  ComparedConfiguration,
  ComparedPart,
  ConfigurationComparisonAnswer,
} from './comparisonSchemas.js';
import type { ConfigurationQueries } from './configurationQueries.js';
import { configurationOfShareCode } from './projections/shareLinks.js';
import { presentState, type StatePresentation } from './statePresentation.js';

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 3;

const CONFIGURATION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The form of the codes behind the share links (`/s/{code}`). */
const SHARE_CODE = /^[A-Za-z0-9]{4,40}$/;

const idsError = (status: number, message: string, details: Record<string, unknown> = {}) =>
  new ApiError(status, `ids: ${message}`, { Field: 'ids', ...details });

/** One compared configuration as read, before it is set against the reference. */
interface Read {
  given: string;
  state: Configuration;
  shown: StatePresentation;
}

function comparedPart(part: Part, shown: StatePresentation): ComparedPart {
  return {
    PartId: part.PartId,
    Code: part.Code,
    Name: part.Name,
    CategoryName: part.CategoryName,
    Price: shown.shownPrice(part.Price),
  };
}

/**
 * Two or three configurations side by side: each one's picture, vehicle, price and parts, and what
 * sets each one after the first (the reference) apart from it: the parts it adds and removes, the
 * colour and setup, and the price difference.
 */
export class ConfigurationComparison {
  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
    private readonly queries: ConfigurationQueries,
  ) {}

  /**
   * Each id is a configuration id or a share code. Reading a compared configuration takes the same
   * right as reading it alone (GET /configuration/{id}): knowing its id or a share link to it. Save
   * details, which only the saving dealer may read, are not part of a comparison.
   */
  async compare(ids: readonly string[], culture?: string): Promise<ConfigurationComparisonAnswer> {
    const given = checkedIds(ids);
    const configurationIds = await Promise.all(given.map((id) => this.configurationIdOf(id)));
    const twice = configurationIds.find((id, index) => configurationIds.indexOf(id) !== index);
    if (twice) {
      throw idsError(400, `configuration ${twice} is named twice; compare different configurations.`);
    }
    const read = await Promise.all(
      configurationIds.map(async (configurationId, index): Promise<Read> => {
        const state = await this.stateOf(configurationId, given[index] as string);
        return {
          given: given[index] as string,
          state,
          shown: await presentState(this.catalog, state, culture),
        };
      }),
    );
    const currencies = [...new Set(read.map(({ shown }) => shown.total.Currency))];
    if (currencies.length > 1) {
      throw idsError(
        400,
        `the configurations are priced in different currencies (${currencies.join(', ')}); compare configurations of one market.`,
      );
    }
    const [reference] = read as [Read, ...Read[]];
    return {
      ReferenceId: reference.state.configurationId,
      Configurations: read.map((entry, index) => this.compared(entry, index === 0 ? null : reference)),
    };
  }

  private async configurationIdOf(id: string): Promise<string> {
    if (CONFIGURATION_ID.test(id)) return id.toLowerCase();
    const configurationId = await configurationOfShareCode(this.db, id);
    if (!configurationId) throw idsError(404, `no share link ${id}.`, { Code: 'CONFIGURATION_NOT_FOUND' });
    return configurationId;
  }

  /** The state, with a missing or deleted configuration named as the input named it. */
  private async stateOf(configurationId: string, given: string): Promise<Configuration> {
    try {
      return await this.queries.state(configurationId);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 410)) throw error;
      const what = error.status === 404 ? 'no configuration' : 'the configuration was deleted:';
      throw idsError(error.status, `${what} ${given}.`, { Code: error.details.Code });
    }
  }

  private compared({ given, state, shown }: Read, reference: Read | null): ComparedConfiguration {
    const parts = shown.appliedParts.map((part) => comparedPart(part, shown));
    const images = fullImages(shown.catalog, state.variationCode, state.partIds, state.vehicleSettings);
    return {
      ConfigurationId: state.configurationId,
      RequestedId: given,
      ModelId: state.modelId,
      ModelName: shown.overview.Vehicle.Name,
      Variation: {
        Code: state.variationCode,
        ColorName: shown.variation?.ColorName ?? state.variationCode,
      },
      Setup: shown.setup ? { SetupId: shown.setup.SetupId, Name: shown.setup.Name } : null,
      ImageUrl: images[0]?.Url ?? null,
      FullImages: images,
      TotalPrice: shown.shownPrice(shown.total),
      Parts: parts,
      Differences: reference ? differences(reference, { given, state, shown }, parts) : null,
    };
  }
}

/** Two or three ids, each a configuration id or a share code. */
function checkedIds(ids: readonly string[]): string[] {
  const given = ids.map((id) => id.trim()).filter((id) => id !== '');
  if (given.length < MIN_COMPARED || given.length > MAX_COMPARED) {
    throw idsError(400, `name ${MIN_COMPARED} or ${MAX_COMPARED} configurations, not ${given.length}.`);
  }
  const malformed = given.find((id) => !CONFIGURATION_ID.test(id) && !SHARE_CODE.test(id));
  if (malformed !== undefined) {
    throw idsError(
      400,
      `${JSON.stringify(malformed.slice(0, 60))} is neither a configuration id nor a share code.`,
    );
  }
  const twice = given.find((id, index) => given.indexOf(id) !== index);
  if (twice) throw idsError(400, `${twice} is named twice; compare different configurations.`);
  return given;
}

function differences(
  reference: Read,
  other: Read,
  parts: ComparedPart[],
): ComparedConfiguration['Differences'] {
  const referenceIds = new Set(reference.shown.appliedParts.map((part) => part.PartId));
  const otherIds = new Set(parts.map((part) => part.PartId));
  const total = other.shown.total;
  const difference: Price = {
    ...total,
    Value: roundTo(total.Value - reference.shown.total.Value, decimalsOf(reference, other)),
  };
  return {
    Added: parts.filter((part) => !referenceIds.has(part.PartId)),
    Removed: reference.shown.appliedParts
      .filter((part) => !otherIds.has(part.PartId))
      .map((part) => comparedPart(part, reference.shown)),
    PriceDifference: other.shown.shownPrice(difference) && reference.shown.shownPrice(difference),
    SameModel: reference.state.modelId === other.state.modelId,
    SameVariation:
      reference.state.modelId === other.state.modelId &&
      reference.state.variationCode === other.state.variationCode,
    SameSetup: (reference.shown.setup?.SetupId ?? null) === (other.shown.setup?.SetupId ?? null),
  };
}

function decimalsOf(...read: Read[]): number {
  return Math.max(...read.map(({ shown }) => shown.context.currencyDecimals));
}

/** Prices are major units: a difference of two of them is rounded back to the currency's decimals. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
