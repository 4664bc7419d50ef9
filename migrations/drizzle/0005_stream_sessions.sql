CREATE TABLE "stream_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" text NOT NULL,
	"configuration_id" text NOT NULL,
	"model_id" text NOT NULL,
	"status" text NOT NULL,
	"owner" text NOT NULL,
	"avoid_nodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"node_url" text,
	"end_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "render_nodes" ADD COLUMN "stream_capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "stream_sessions_queue" ON "stream_sessions" USING btree ("status","seq");--> statement-breakpoint
CREATE INDEX "stream_sessions_node" ON "stream_sessions" USING btree ("node_url","status");--> statement-breakpoint
CREATE INDEX "stream_sessions_ended" ON "stream_sessions" USING btree ("ended_at");