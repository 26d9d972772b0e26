CREATE TABLE "online_payment_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"merchant_id" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"encryption" smallint,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"configuration_id" integer,
	"recharge_id" integer,
	"nonce" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharge_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('RC' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"owner_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"configuration_id" integer,
	"pay_token" text,
	"idempotency_key" text,
	"statement_id" integer,
	"expires_at" timestamp with time zone,
	"paid_time" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_configuration_id_online_payment_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."online_payment_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_recharge_id_recharge_records_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."recharge_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_configuration_id_online_payment_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."online_payment_configurations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_statement_id_amount_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."amount_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD CONSTRAINT "recharge_records_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_configurations_name_uq" ON "online_payment_configurations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "online_payment_configurations_type_idx" ON "online_payment_configurations" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_callbacks_nonce_uq" ON "payment_callbacks" USING btree ("configuration_id","nonce");--> statement-breakpoint
CREATE INDEX "payment_callbacks_recharge_idx" ON "payment_callbacks" USING btree ("recharge_id");--> statement-breakpoint
CREATE INDEX "payment_callbacks_time_idx" ON "payment_callbacks" USING btree ("creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_records_number_uq" ON "recharge_records" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_records_pay_token_uq" ON "recharge_records" USING btree ("pay_token");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_records_key_uq" ON "recharge_records" USING btree ("owner_id","idempotency_key") WHERE "recharge_records"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "recharge_records_owner_idx" ON "recharge_records" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "recharge_records_creation_idx" ON "recharge_records" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "recharge_records_status_idx" ON "recharge_records" USING btree ("status","creation_time","id");--> statement-breakpoint
CREATE INDEX "recharge_records_type_idx" ON "recharge_records" USING btree ("type","creation_time");--> statement-breakpoint
CREATE INDEX "recharge_records_currency_idx" ON "recharge_records" USING btree ("currency_id","creation_time");--> statement-breakpoint
CREATE INDEX "recharge_records_configuration_idx" ON "recharge_records" USING btree ("configuration_id");--> statement-breakpoint
CREATE INDEX "recharge_records_wallet_idx" ON "recharge_records" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "recharge_records_statement_idx" ON "recharge_records" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "recharge_records_number_trgm" ON "recharge_records" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recharge_records_pending_idx" ON "recharge_records" USING btree ("expires_at") WHERE "recharge_records"."status" = 1;