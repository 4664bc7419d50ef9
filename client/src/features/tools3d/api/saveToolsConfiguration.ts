import { trpc } from '../../../lib/trpcClient.js';

/** The tools as the configuration keeps them (VehicleSettings.ToolsConfiguration). */
export interface SavedTools {
  Cinematics: string | null;
  Environments: string | null;
  Lighting: number | null;
  Perspectives: string | null;
  Animations: string[];
}

/** Stores the chosen tools with the configuration; the stream applies them at its next start. */
export async function saveToolsConfiguration(
  configurationId: string,
  culture: string | null,
  tools: SavedTools,
): Promise<void> {
  await trpc.configuration.update.mutate({
    configurationId,
    c: culture || undefined,
    vehicleSettings: { ToolsConfiguration: tools },
  });
}
