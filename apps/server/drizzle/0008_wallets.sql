CREATE TABLE "amount_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"wallet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"balance_before" numeric(20, 4) NOT NULL,
	"balance_after" numeric(20, 4) NOT NULL,
	"credit_limit" numeric(20, 4) NOT NULL,
	"cause_kind" smallint NOT NULL,
	"cause_id" integer,
	"cause_number" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"balance" numeric(20, 4) DEFAULT '0' NOT NULL,
	"credit_limit" numeric(20, 4) DEFAULT '0' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_within_credit" CHECK ("wallets"."balance" >= -"wallets"."credit_limit"),
	CONSTRAINT "wallets_credit_not_negative" CHECK ("wallets"."credit_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "amount_statements" ADD CONSTRAINT "amount_statements_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amount_statements" ADD CONSTRAINT "amount_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amount_statements" ADD CONSTRAINT "amount_statements_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amount_statements" ADD CONSTRAINT "amount_statements_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amount_statements_wallet_idx" ON "amount_statements" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "amount_statements_user_idx" ON "amount_statements" USING btree ("user_id","creation_time");--> statement-breakpoint
CREATE INDEX "amount_statements_currency_idx" ON "amount_statements" USING btree ("currency_id","creation_time");--> statement-breakpoint
CREATE INDEX "amount_statements_type_idx" ON "amount_statements" USING btree ("type","creation_time");--> statement-breakpoint
CREATE INDEX "amount_statements_time_idx" ON "amount_statements" USING btree ("creation_time");--> statement-breakpoint
CREATE INDEX "amount_statements_cause_idx" ON "amount_statements" USING btree ("cause_kind","cause_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_currency_uq" ON "wallets" USING btree ("user_id","currency_id");--> statement-breakpoint
CREATE INDEX "wallets_currency_idx" ON "wallets" USING btree ("currency_id");