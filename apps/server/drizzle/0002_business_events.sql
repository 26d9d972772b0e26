CREATE TABLE "business_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"entity" text NOT NULL,
	"record_id" integer,
	"actor_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_deliveries" (
	"event_id" bigint NOT NULL,
	"consumer" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"done_time" timestamp with time zone,
	CONSTRAINT "event_deliveries_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
ALTER TABLE "user_configurations" ALTER COLUMN "local_service_connection" SET DEFAULT 'ws://127.0.0.1:9000';--> statement-breakpoint
-- Stations that kept the old default pointed at a port no device hub listens on (the hub is on 9000).
UPDATE "user_configurations" SET "local_service_connection" = 'ws://127.0.0.1:9000' WHERE "local_service_connection" = 'ws://127.0.0.1:5000';--> statement-breakpoint
ALTER TABLE "user_messages" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_business_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."business_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_events_record_idx" ON "business_events" USING btree ("entity","record_id","id");--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("state","next_at");
