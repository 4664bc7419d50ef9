import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads, with its default. The README lists the same. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('data'),
  PGLITE_DATA_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST_DIR: z.string().min(1).optional(),
  SEED_CATALOG: booleanFlag.default(true),
});

export type AppConfig = z.infer<typeof configSchema>;

/** Parses the environment once at boot; a bad value stops the boot naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  // An empty variable means unset, as in most shells' `VAR= command`.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
