CREATE TABLE "logistics_invoice_bills" (
	"invoice_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "logistics_invoice_bills_invoice_id_bill_id_pk" PRIMARY KEY("invoice_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "logistics_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('LI' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"owner_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"title" text NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"net" numeric(20, 4) NOT NULL,
	"tax" numeric(20, 4) NOT NULL,
	"amount" numeric(20, 4) NOT NULL,
	"bill_count" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"void_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_invoice_bills" ADD CONSTRAINT "logistics_invoice_bills_invoice_id_logistics_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."logistics_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_invoice_bills" ADD CONSTRAINT "logistics_invoice_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_invoices" ADD CONSTRAINT "logistics_invoices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_invoices" ADD CONSTRAINT "logistics_invoices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_invoices" ADD CONSTRAINT "logistics_invoices_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_invoice_bills_active_uq" ON "logistics_invoice_bills" USING btree ("bill_id") WHERE "logistics_invoice_bills"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_invoices_number_uq" ON "logistics_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "logistics_invoices_owner_idx" ON "logistics_invoices" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "logistics_invoices_creation_idx" ON "logistics_invoices" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "logistics_invoices_status_idx" ON "logistics_invoices" USING btree ("status","creation_time","id");--> statement-breakpoint
CREATE INDEX "logistics_invoices_currency_idx" ON "logistics_invoices" USING btree ("currency_id","creation_time");--> statement-breakpoint
CREATE INDEX "logistics_invoices_operator_idx" ON "logistics_invoices" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "logistics_invoices_number_trgm" ON "logistics_invoices" USING gin ("number" gin_trgm_ops);