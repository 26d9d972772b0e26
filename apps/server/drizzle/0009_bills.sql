CREATE TABLE "bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL,
	"expense_type_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"net" numeric(20, 4) NOT NULL,
	"tax" numeric(20, 4) NOT NULL,
	"gross" numeric(20, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('BL' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"owner_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"net" numeric(20, 4) NOT NULL,
	"tax" numeric(20, 4) NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"settlement" smallint DEFAULT 1 NOT NULL,
	"issue_key" text NOT NULL,
	"source_entity" text DEFAULT '' NOT NULL,
	"source_id" integer,
	"source_number" text DEFAULT '' NOT NULL,
	"period_start" date,
	"period_end" date,
	"statement_bill_id" integer,
	"paid_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_bills" (
	"payment_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	CONSTRAINT "payment_bills_payment_id_bill_id_pk" PRIMARY KEY("payment_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "payment_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('PY' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"owner_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"wallet_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"balance_after" numeric(20, 4) NOT NULL,
	"idempotency_key" text,
	"bill_key" text DEFAULT '' NOT NULL,
	"statement_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_bills" ADD CONSTRAINT "payment_bills_payment_id_payment_records_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_bills" ADD CONSTRAINT "payment_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_statement_id_amount_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."amount_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_records" ADD CONSTRAINT "payment_records_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_lines_expense_type_idx" ON "bill_lines" USING btree ("expense_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_number_uq" ON "bills" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_issue_key_uq" ON "bills" USING btree ("issue_key");--> statement-breakpoint
CREATE INDEX "bills_owner_idx" ON "bills" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "bills_creation_idx" ON "bills" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "bills_status_idx" ON "bills" USING btree ("status","creation_time","id");--> statement-breakpoint
CREATE INDEX "bills_type_idx" ON "bills" USING btree ("type","creation_time");--> statement-breakpoint
CREATE INDEX "bills_currency_idx" ON "bills" USING btree ("currency_id","creation_time");--> statement-breakpoint
CREATE INDEX "bills_statement_idx" ON "bills" USING btree ("statement_bill_id");--> statement-breakpoint
CREATE INDEX "bills_accruing_idx" ON "bills" USING btree ("owner_id","currency_id","settlement") WHERE "bills"."status" = 1;--> statement-breakpoint
CREATE INDEX "bills_search_trgm" ON "bills" USING gin (("number" || ' ' || "source_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_bills_bill_idx" ON "payment_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_number_uq" ON "payment_records" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_records_key_uq" ON "payment_records" USING btree ("owner_id","idempotency_key") WHERE "payment_records"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "payment_records_owner_idx" ON "payment_records" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "payment_records_creation_idx" ON "payment_records" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "payment_records_type_idx" ON "payment_records" USING btree ("type","creation_time");--> statement-breakpoint
CREATE INDEX "payment_records_currency_idx" ON "payment_records" USING btree ("currency_id","creation_time");--> statement-breakpoint
CREATE INDEX "payment_records_wallet_idx" ON "payment_records" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "payment_records_statement_idx" ON "payment_records" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "payment_records_number_trgm" ON "payment_records" USING gin ("number" gin_trgm_ops);