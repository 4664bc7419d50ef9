import type { Configuration, ConfigurationEvent, ConfigurationEventType } from '@configurator/domain';
import type { DatabaseTransaction } from '@configurator/migrations/db/database';

/** What a projection sees with each event: the transaction, the state after the event, the model's name. */
export interface ProjectionContext {
  tx: DatabaseTransaction;
  state: Configuration;
  modelName: string;
}

type Handler<T extends ConfigurationEventType> = (
  event: Extract<ConfigurationEvent, { type: T }>,
  context: ProjectionContext,
) => Promise<void>;

/**
 * A projection declares the events it reads by a handler for each, and only for those. The store
 * runs these handlers and nothing else, so a projection cannot read an event it does not declare;
 * events no projection declares are left to the configuration read model alone, which reads every
 * event (it stores the state after them).
 */
export type EventProjection = { readonly [T in ConfigurationEventType]?: Handler<T> };

export function handles(projection: EventProjection, type: ConfigurationEventType): boolean {
  return projection[type] !== undefined;
}

export async function project(
  projection: EventProjection,
  event: ConfigurationEvent,
  context: ProjectionContext,
): Promise<void> {
  // Each handler takes its own event type: the union of handlers cannot take the union of events.
  const handler = projection[event.type] as Handler<ConfigurationEventType> | undefined;
  await handler?.(event, context);
}
