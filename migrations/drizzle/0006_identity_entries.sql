CREATE TABLE "identity_cookie_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_entries" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_entries_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "identity_entries_grant" ON "identity_entries" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_entries_uid" ON "identity_entries" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "identity_entries_user_code" ON "identity_entries" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "identity_entries_expires" ON "identity_entries" USING btree ("expires_at");