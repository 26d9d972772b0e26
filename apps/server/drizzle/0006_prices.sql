CREATE TABLE "available_quotation_customers" (
	"available_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "available_quotation_customers_available_id_user_id_pk" PRIMARY KEY("available_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "available_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	"transfer_quotation_id" integer,
	"storage_quotation_id" integer,
	"warehousing_quotation_id" integer,
	"value_added_service_id" integer,
	"scope" smallint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "available_quotations_one_quotation" CHECK (num_nonnulls("available_quotations"."transfer_quotation_id", "available_quotations"."storage_quotation_id", "available_quotations"."warehousing_quotation_id", "available_quotations"."value_added_service_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "charge_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"trigger" smallint NOT NULL,
	"expense_type_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"method" smallint NOT NULL,
	"amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"percent_of_expense_type_id" integer,
	"tax" smallint NOT NULL,
	"tax_rate" numeric(6, 4) DEFAULT '0' NOT NULL,
	"settlement" smallint NOT NULL,
	"billing_mode" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"warehouse_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"free_days" integer NOT NULL,
	"charge_basis" smallint NOT NULL,
	"price_per_day" numeric(20, 4) NOT NULL,
	"rounding" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_quotation_countries" (
	"quotation_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "transfer_quotation_countries_quotation_id_country_id_pk" PRIMARY KEY("quotation_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "transfer_quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"zone_name" text DEFAULT '' NOT NULL,
	"first_weight" numeric(10, 3),
	"first_price" numeric(20, 4),
	"step_weight" numeric(10, 3),
	"step_price" numeric(20, 4),
	"brackets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_charge" numeric(20, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"type_of_shipping_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"pricing_mode" smallint NOT NULL,
	"rounding" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_added_service_grouping_items" (
	"grouping_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "value_added_service_grouping_items_grouping_id_service_id_pk" PRIMARY KEY("grouping_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "value_added_service_groupings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"multiple_choice" boolean NOT NULL,
	"expense_type_id" integer NOT NULL,
	"explain" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_added_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expense_type_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"method" smallint NOT NULL,
	"price" numeric(20, 4) NOT NULL,
	"explain" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehousing_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"warehouse_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"per_package_signed" numeric(20, 4) NOT NULL,
	"per_item_shelved" numeric(20, 4) NOT NULL,
	"per_inspection" numeric(20, 4) NOT NULL,
	"rounding" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "available_quotation_customers" ADD CONSTRAINT "available_quotation_customers_available_id_available_quotations_id_fk" FOREIGN KEY ("available_id") REFERENCES "public"."available_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_quotation_customers" ADD CONSTRAINT "available_quotation_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_quotations" ADD CONSTRAINT "available_quotations_transfer_quotation_id_transfer_quotations_id_fk" FOREIGN KEY ("transfer_quotation_id") REFERENCES "public"."transfer_quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_quotations" ADD CONSTRAINT "available_quotations_storage_quotation_id_storage_quotations_id_fk" FOREIGN KEY ("storage_quotation_id") REFERENCES "public"."storage_quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_quotations" ADD CONSTRAINT "available_quotations_warehousing_quotation_id_warehousing_quotations_id_fk" FOREIGN KEY ("warehousing_quotation_id") REFERENCES "public"."warehousing_quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "available_quotations" ADD CONSTRAINT "available_quotations_value_added_service_id_value_added_services_id_fk" FOREIGN KEY ("value_added_service_id") REFERENCES "public"."value_added_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_rules" ADD CONSTRAINT "charge_rules_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_rules" ADD CONSTRAINT "charge_rules_percent_of_expense_type_id_expense_types_id_fk" FOREIGN KEY ("percent_of_expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_quotations" ADD CONSTRAINT "storage_quotations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_quotations" ADD CONSTRAINT "storage_quotations_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_countries" ADD CONSTRAINT "transfer_quotation_countries_quotation_id_transfer_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."transfer_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_countries" ADD CONSTRAINT "transfer_quotation_countries_line_id_transfer_quotation_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."transfer_quotation_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_countries" ADD CONSTRAINT "transfer_quotation_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotation_lines" ADD CONSTRAINT "transfer_quotation_lines_quotation_id_transfer_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."transfer_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotations" ADD CONSTRAINT "transfer_quotations_type_of_shipping_id_shipping_types_id_fk" FOREIGN KEY ("type_of_shipping_id") REFERENCES "public"."shipping_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quotations" ADD CONSTRAINT "transfer_quotations_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_service_grouping_items" ADD CONSTRAINT "value_added_service_grouping_items_grouping_id_value_added_service_groupings_id_fk" FOREIGN KEY ("grouping_id") REFERENCES "public"."value_added_service_groupings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_service_grouping_items" ADD CONSTRAINT "value_added_service_grouping_items_service_id_value_added_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."value_added_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_service_groupings" ADD CONSTRAINT "value_added_service_groupings_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_services" ADD CONSTRAINT "value_added_services_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_added_services" ADD CONSTRAINT "value_added_services_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehousing_quotations" ADD CONSTRAINT "warehousing_quotations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehousing_quotations" ADD CONSTRAINT "warehousing_quotations_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "available_quotation_customers_user_idx" ON "available_quotation_customers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "available_quotations_name_uq" ON "available_quotations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "available_quotations_transfer_idx" ON "available_quotations" USING btree ("transfer_quotation_id");--> statement-breakpoint
CREATE INDEX "available_quotations_storage_idx" ON "available_quotations" USING btree ("storage_quotation_id");--> statement-breakpoint
CREATE INDEX "available_quotations_warehousing_idx" ON "available_quotations" USING btree ("warehousing_quotation_id");--> statement-breakpoint
CREATE INDEX "available_quotations_service_idx" ON "available_quotations" USING btree ("value_added_service_id");--> statement-breakpoint
CREATE INDEX "available_quotations_kind_idx" ON "available_quotations" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_rules_name_uq" ON "charge_rules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "charge_rules_trigger_idx" ON "charge_rules" USING btree ("trigger");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_quotations_name_uq" ON "storage_quotations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "storage_quotations_warehouse_idx" ON "storage_quotations" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "transfer_quotation_countries_country_idx" ON "transfer_quotation_countries" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "transfer_quotation_countries_line_idx" ON "transfer_quotation_countries" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_quotation_lines_line_uq" ON "transfer_quotation_lines" USING btree ("quotation_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_quotations_name_uq" ON "transfer_quotations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "transfer_quotations_shipping_idx" ON "transfer_quotations" USING btree ("type_of_shipping_id");--> statement-breakpoint
CREATE INDEX "value_added_service_grouping_items_service_idx" ON "value_added_service_grouping_items" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "value_added_service_groupings_name_uq" ON "value_added_service_groupings" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "value_added_services_name_uq" ON "value_added_services" USING btree ("name");--> statement-breakpoint
CREATE INDEX "value_added_services_expense_type_idx" ON "value_added_services" USING btree ("expense_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehousing_quotations_name_uq" ON "warehousing_quotations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "warehousing_quotations_warehouse_idx" ON "warehousing_quotations" USING btree ("warehouse_id");