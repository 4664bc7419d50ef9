import type { Database } from '@configurator/migrations/db/database';
import { telemetry } from '@configurator/migrations/db/schema/projections';

/** One report of the 3D client about its stream. */
export interface TelemetryReport {
  userId: string | null;
  isMobile: boolean;
  payload: Record<string, number>;
}

/** Stream telemetry (bitrate drops and other measurements), kept for later analysis. */
export class TelemetryService {
  constructor(private readonly db: Database) {}

  async record(report: TelemetryReport): Promise<void> {
    await this.db.insert(telemetry).values(report);
  }
}
