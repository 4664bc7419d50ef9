import { API, type ModelCatalog } from './visitor.js';

interface ListedVehicle {
  ModelId: string;
  RenderingEngine: 'Engine2D' | 'Engine3D';
}

interface Overview {
  Parts: { PartId: number; IsColorPart: boolean }[];
  Variations: { Code: string }[];
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The first KTM models the vehicle list answers, of each rendering engine, with their parts. */
export async function loadCatalog(
  base: string,
  perEngine = 3,
): Promise<{ models: ModelCatalog[]; model3d: string | null }> {
  const list = await json<{ Segments: { Vehicles: ListedVehicle[] }[] }>(`${base}${API}/vehicles?brand=KTM`);
  const vehicles = list.Segments.flatMap((segment) => segment.Vehicles);
  const chosen = [
    ...vehicles.filter((v) => v.RenderingEngine === 'Engine2D').slice(0, perEngine),
    ...vehicles.filter((v) => v.RenderingEngine === 'Engine3D').slice(0, perEngine),
  ];
  const models: ModelCatalog[] = [];
  for (const vehicle of chosen) {
    const overview = await json<Overview>(`${base}${API}/vehicles/${encodeURIComponent(vehicle.ModelId)}`);
    models.push({
      modelId: vehicle.ModelId,
      partIds: overview.Parts.filter((p) => !p.IsColorPart).map((p) => p.PartId),
      variationCodes: overview.Variations.map((v) => v.Code),
    });
  }
  if (models.length === 0) throw new Error('the seeded KTM catalog lists no models');
  const model3d = vehicles.find((v) => v.RenderingEngine === 'Engine3D')?.ModelId ?? null;
  return { models, model3d };
}
