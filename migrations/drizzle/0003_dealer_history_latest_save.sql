-- Saves without a dealership belong to no dealer's history; of the repeated saves of a configuration
-- by one dealership only the latest stays, as replaying the events into the projection leaves it.
DELETE FROM "dealer_history" WHERE "dealer_no" IS NULL;--> statement-breakpoint
DELETE FROM "dealer_history" AS "older" USING "dealer_history" AS "newer"
WHERE "older"."dealer_no" = "newer"."dealer_no"
  AND "older"."configuration_id" = "newer"."configuration_id"
  AND ("older"."stream_version", "older"."id") < ("newer"."stream_version", "newer"."id");--> statement-breakpoint
ALTER TABLE "dealer_history" ALTER COLUMN "dealer_no" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_history_dealer_configuration" ON "dealer_history" USING btree ("dealer_no","configuration_id");
