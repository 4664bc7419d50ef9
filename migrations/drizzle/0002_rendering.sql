CREATE TABLE "render_jobs" (
	"key" text PRIMARY KEY NOT NULL,
	"job" jsonb NOT NULL,
	"priority" integer NOT NULL,
	"model_id" text,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"node_url" text,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "render_nodes" (
	"url" text PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"scene_version" text NOT NULL,
	"capacity" integer NOT NULL,
	"ffmpeg" boolean NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "render_results" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"meta" jsonb NOT NULL,
	"model_id" text,
	"node_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "render_jobs_claim" ON "render_jobs" USING btree ("state","priority","created_at");--> statement-breakpoint
CREATE INDEX "render_results_model" ON "render_results" USING btree ("model_id");