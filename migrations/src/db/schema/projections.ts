import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Read model of a configuration: what GET /configuration/{id} answers without replaying. */
export const configurationReadModel = pgTable(
  'configuration_read_model',
  {
    configurationId: text('configuration_id').primaryKey(),
    modelId: text('model_id').notNull(),
    variationCode: text('variation_code').notNull(),
    companyId: text('company_id').notNull(),
    market: text('market').notNull(),
    culture: text('culture').notNull(),
    partIds: jsonb('part_ids').$type<number[]>().notNull(),
    selectedSetupId: text('selected_setup_id'),
    appliedSetupId: text('applied_setup_id'),
    vehicleSettings: jsonb('vehicle_settings'),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    isDirty: boolean('is_dirty').notNull().default(false),
    saveDetails: jsonb('save_details'),
    clonedConfigurationId: text('cloned_configuration_id'),
    creatorAnonymousId: text('creator_anonymous_id'),
    userId: text('user_id'),
    streamVersion: integer('stream_version').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('configuration_read_model_user').on(t.userId)],
);

/**
 * One row per configuration in each dealer's history: its latest save by that dealership (or the
 * latest enquiry sent to it).
 */
export const dealerHistory = pgTable(
  'dealer_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    configurationId: text('configuration_id').notNull(),
    dealerNo: text('dealer_no').notNull(),
    savedBy: text('saved_by'),
    modelId: text('model_id').notNull(),
    modelName: text('model_name').notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    customerFirstname: text('customer_firstname').notNull(),
    customerLastname: text('customer_lastname').notNull(),
    vin: text('vin'),
    orderNumber: text('order_number'),
    comment: text('comment'),
    streamVersion: integer('stream_version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    index('dealer_history_dealer').on(t.dealerNo, t.savedAt),
    index('dealer_history_configuration').on(t.configurationId),
    uniqueIndex('dealer_history_dealer_configuration').on(t.dealerNo, t.configurationId),
  ],
);

/** Configurations saved to a customer's account. */
export const userConfigurations = pgTable(
  'user_configurations',
  {
    userId: text('user_id').notNull(),
    configurationId: text('configuration_id').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.configurationId] })],
);

/** Stable short codes for shared configurations. */
export const shareLinks = pgTable(
  'share_links',
  {
    code: text('code').primaryKey(),
    configurationId: text('configuration_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('share_links_configuration').on(t.configurationId)],
);

/** Stream telemetry reported by clients (bitrate drops). */
export const telemetry = pgTable('telemetry', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: text('user_id'),
  isMobile: boolean('is_mobile').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
