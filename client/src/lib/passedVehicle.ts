import type { Hero, VehicleListItem } from './trpcClient.js';

/** What the model selection hands to the next page in the history entry, so it needs no new request. */
interface PassedVehicle {
  ModelId: string;
  Name: string;
  RenderingEngine: VehicleListItem['RenderingEngine'];
  ShowPricesInConfigurator: boolean;
  Hero: Hero;
}

export function passedVehicleOf(vehicle: VehicleListItem): PassedVehicle {
  return {
    ModelId: vehicle.ModelId,
    Name: vehicle.Name,
    RenderingEngine: vehicle.RenderingEngine,
    ShowPricesInConfigurator: vehicle.ShowPricesInConfigurator,
    Hero: vehicle.Hero,
  };
}

/** The vehicle in the current history entry, when it is the model the page shows. */
export function readPassedVehicle(modelId: string): PassedVehicle | null {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const vehicle = (state as { vehicle?: PassedVehicle } | null)?.vehicle;
  if (!vehicle || typeof vehicle !== 'object' || vehicle.ModelId !== modelId || !vehicle.Hero) return null;
  return vehicle;
}
