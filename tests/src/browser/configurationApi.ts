import { formatPrice } from '@configurator/domain/presentation/priceFormat';

/** The REST facade as the 2D browser tests need it: catalog, configurations and dry runs. */

export interface ApiPart {
  PartId: number;
  Name: string;
  CategoryName: string;
  CanBeRendered: boolean;
  IsColorPart: boolean;
}
export interface ApiOverview {
  Vehicle: { ModelId: string; Name: string; RenderingEngine: string };
  Parts: ApiPart[];
  Variations: { Code: string; ColorName: string }[];
}
export interface RulesResult {
  RuleType: 0 | 1;
  Part: number;
  Parts: number[];
  ChoosePart: boolean;
}
interface VehicleList {
  Segments: { Name: string; Vehicles: { ModelId: string; Name: string; RenderingEngine: string }[] }[];
}
interface LoadedConfiguration {
  Configuration: {
    TotalPrice: { Value: number; CurrencySymbol: string };
    SelectedPartIds: number[];
    VariationCode: string;
  };
  FullImages: { Perspective: number; Url: string }[];
}

export const CULTURE = 'en-GB';
const WRITE = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

export class ConfigurationApi {
  constructor(private readonly base: string) {}

  private async json<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${this.base}/api/posconfigurator${path}`, init);
    if (!response.ok)
      throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** A GET of the facade (the path under /api/posconfigurator) that must succeed, as JSON. */
  get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
    return this.json(path, { headers });
  }

  /** A POST of a JSON body to the facade that must succeed, as JSON. */
  post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    return this.json(path, { method: 'POST', headers: { ...WRITE, ...headers }, body: JSON.stringify(body) });
  }

  /** A new configuration of the model with the parts added one by one, each without a question. */
  async configured(modelId: string, partIds: number[]): Promise<string> {
    const id = await this.create(modelId);
    for (const PartId of partIds) await this.post(`/configuration/${id}/add-part`, { PartId, DryRun: false });
    return id;
  }

  async models(brand: string): Promise<{ segment: string; modelId: string; name: string; engine: string }[]> {
    const list = await this.json<VehicleList>(`/vehicles?brand=${brand}&c=${CULTURE}`);
    return list.Segments.flatMap((segment) =>
      segment.Vehicles.map((vehicle) => ({
        segment: segment.Name,
        modelId: vehicle.ModelId,
        name: vehicle.Name,
        engine: vehicle.RenderingEngine,
      })),
    );
  }

  overview(modelId: string): Promise<ApiOverview> {
    return this.json(`/vehicles/${encodeURIComponent(modelId)}?c=${CULTURE}`);
  }

  async create(modelId: string): Promise<string> {
    const created = await this.json<{ ConfigurationId: string }>(`/configuration/create?c=${CULTURE}`, {
      method: 'POST',
      headers: WRITE,
      body: JSON.stringify({ ModelId: modelId }),
    });
    return created.ConfigurationId;
  }

  load(configurationId: string): Promise<LoadedConfiguration> {
    return this.json(`/configuration/${configurationId}?c=${CULTURE}`);
  }

  /** A dry run of adding or removing the part: the question it would ask, or null. */
  async dryRun(configurationId: string, kind: 'add' | 'remove', partId: number): Promise<RulesResult | null> {
    const answer = await this.json<{ RulesResult: RulesResult | null }>(
      `/configuration/${configurationId}/${kind}-part?c=${CULTURE}`,
      { method: 'POST', headers: WRITE, body: JSON.stringify({ PartId: partId, DryRun: true }) },
    );
    return answer.RulesResult;
  }

  /**
   * The first `count` parts of the model (colours aside) that add to a new configuration without a
   * question, found by dry runs on a scratch configuration.
   */
  async plainParts<P extends ApiPart>(
    model: Pick<ApiOverview, 'Vehicle'> & { Parts: P[] },
    count: number,
  ): Promise<P[]> {
    const scratch = await this.create(model.Vehicle.ModelId);
    const found: P[] = [];
    for (const part of model.Parts.filter((candidate) => !candidate.IsColorPart)) {
      if (found.length === count) break;
      if ((await this.dryRun(scratch, 'add', part.PartId)) === null) found.push(part);
    }
    if (found.length < count) {
      throw new Error(
        `${model.Vehicle.Name} has ${found.length} parts that add without a question, not ${count}`,
      );
    }
    return found;
  }

  /** The total price as the screen must show it: the server's price in the culture's format. */
  async shownPrice(configurationId: string): Promise<string> {
    const { TotalPrice } = (await this.load(configurationId)).Configuration;
    return formatPrice({ value: TotalPrice.Value, currencySymbol: TotalPrice.CurrencySymbol }, CULTURE);
  }
}
