ALTER TABLE "commodities" ALTER COLUMN "price" SET DATA TYPE numeric(20, 4);--> statement-breakpoint
ALTER TABLE "commodities" ALTER COLUMN "price" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "shipping_types" ALTER COLUMN "customs_threshold" SET DATA TYPE numeric(20, 4);--> statement-breakpoint
ALTER TABLE "shipping_types" ALTER COLUMN "customs_threshold" SET DEFAULT '300';--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "event_deliveries_consumer_idx" ON "event_deliveries" USING btree ("consumer","state");--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_id_unique" UNIQUE("id");