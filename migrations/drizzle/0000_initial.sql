CREATE TABLE "attributes" (
	"product_code" text NOT NULL,
	"key" text NOT NULL,
	"classification_category" text NOT NULL,
	"description" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "attributes_product_code_key_pk" PRIMARY KEY("product_code","key")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_name" text NOT NULL,
	"link" text NOT NULL,
	"accent_color" text NOT NULL,
	"copyright" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"sha256" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brands" jsonb NOT NULL,
	"is_default" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"market_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"imprint_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"dealer_no" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"post_code" text NOT NULL,
	"town" text NOT NULL,
	"country_code" text NOT NULL,
	"brands" jsonb NOT NULL,
	"qualifications" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_data" (
	"variation_code" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"available" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"price_list" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"part_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"prices" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"can_be_rendered" boolean NOT NULL,
	"racing" boolean NOT NULL,
	"approval_info" jsonb,
	"is_color_part" boolean NOT NULL,
	"color_slot" text
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "render_settings" (
	"model_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"model_id" text NOT NULL,
	"position" integer NOT NULL,
	"rule_type" integer NOT NULL,
	"part_id" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"choose_part" boolean NOT NULL,
	CONSTRAINT "rules_model_id_position_pk" PRIMARY KEY("model_id","position")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"code" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setups" (
	"model_id" text NOT NULL,
	"setup_id" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"parts" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "setups_model_id_setup_id_pk" PRIMARY KEY("model_id","setup_id")
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"code" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"color_code" text NOT NULL,
	"color_name" jsonb NOT NULL,
	"prices" jsonb NOT NULL,
	"price_note" jsonb NOT NULL,
	"montage_note" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_parts" (
	"model_id" text NOT NULL,
	"part_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "vehicle_parts_model_id_part_id_pk" PRIMARY KEY("model_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"model_id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"segment" text NOT NULL,
	"name" text NOT NULL,
	"engine_type" text NOT NULL,
	"rendering_engine" text NOT NULL,
	"hero" jsonb NOT NULL,
	"show_prices_in_configurator" boolean NOT NULL,
	"show_offer_button" boolean NOT NULL,
	"fast_facts" jsonb NOT NULL,
	"test_ride" jsonb,
	"color_options" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"global_position" bigserial PRIMARY KEY NOT NULL,
	"stream_id" text NOT NULL,
	"stream_version" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"stream_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "snapshots" (
	"stream_id" text PRIMARY KEY NOT NULL,
	"stream_version" integer NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuration_read_model" (
	"configuration_id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"variation_code" text NOT NULL,
	"company_id" text NOT NULL,
	"market" text NOT NULL,
	"culture" text NOT NULL,
	"part_ids" jsonb NOT NULL,
	"selected_setup_id" text,
	"applied_setup_id" text,
	"vehicle_settings" jsonb,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"is_dirty" boolean DEFAULT false NOT NULL,
	"save_details" jsonb,
	"cloned_configuration_id" text,
	"creator_anonymous_id" text,
	"user_id" text,
	"stream_version" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"configuration_id" text NOT NULL,
	"dealer_no" text,
	"saved_by" text,
	"model_id" text NOT NULL,
	"model_name" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"customer_firstname" text NOT NULL,
	"customer_lastname" text NOT NULL,
	"vin" text,
	"order_number" text,
	"comment" text,
	"stream_version" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"code" text PRIMARY KEY NOT NULL,
	"configuration_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telemetry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"is_mobile" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_configurations" (
	"user_id" text NOT NULL,
	"configuration_id" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_configurations_user_id_configuration_id_pk" PRIMARY KEY("user_id","configuration_id")
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_market_code_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_data" ADD CONSTRAINT "finance_data_variation_code_variations_code_fk" FOREIGN KEY ("variation_code") REFERENCES "public"."variations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_price_list_price_lists_code_fk" FOREIGN KEY ("price_list") REFERENCES "public"."price_lists"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "render_settings" ADD CONSTRAINT "render_settings_model_id_vehicles_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicles"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_model_id_vehicles_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicles"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setups" ADD CONSTRAINT "setups_model_id_vehicles_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicles"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_model_id_vehicles_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicles"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_parts" ADD CONSTRAINT "vehicle_parts_model_id_vehicles_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicles"("model_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_parts" ADD CONSTRAINT "vehicle_parts_part_id_parts_part_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("part_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_segment_segments_code_fk" FOREIGN KEY ("segment") REFERENCES "public"."segments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealers_country" ON "dealers" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "variations_model" ON "variations" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "vehicles_brand" ON "vehicles" USING btree ("brand");--> statement-breakpoint
CREATE UNIQUE INDEX "events_stream_version_unique" ON "events" USING btree ("stream_id","stream_version");--> statement-breakpoint
CREATE INDEX "configuration_read_model_user" ON "configuration_read_model" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dealer_history_dealer" ON "dealer_history" USING btree ("dealer_no","saved_at");--> statement-breakpoint
CREATE INDEX "dealer_history_configuration" ON "dealer_history" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "share_links_configuration" ON "share_links" USING btree ("configuration_id");