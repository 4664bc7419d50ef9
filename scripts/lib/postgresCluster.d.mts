/** A throwaway PostgreSQL cluster on a loopback port (see postgresCluster.mjs). */
export interface PostgresCluster {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the server, keeping its data; connections are refused until `resume()`. */
  pause(): void;
  /** Starts the paused server again on the same data directory and port. */
  resume(): void;
  stop(): void;
}

export function startPostgresCluster(options?: { durable?: boolean }): Promise<PostgresCluster>;
