DROP INDEX "payment_callbacks_nonce_uq";--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD COLUMN "takes_nonce" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_nonce_taken_uq" ON "payment_callbacks" USING btree ("configuration_id","nonce") WHERE "payment_callbacks"."takes_nonce";