CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"name" text NOT NULL,
	"last_used_time" timestamp with time zone,
	"revoked_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_key_id_unique" UNIQUE("key_id")
);
--> statement-breakpoint
CREATE TABLE "logistics_order_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"commodity_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shelf_id" integer,
	"quantity" integer NOT NULL,
	"picked_quantity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_order_customs_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" text NOT NULL,
	"local_name" text DEFAULT '' NOT NULL,
	"hs_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"weight" numeric(12, 3) NOT NULL,
	"value" numeric(20, 4) NOT NULL,
	"origin_country_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"package_id" integer,
	"commodity_id" integer,
	"return_order_id" integer,
	"quantity" integer NOT NULL,
	"picked_quantity" integer DEFAULT 0 NOT NULL,
	"packed_quantity" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_order_services" (
	"order_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"performed_time" timestamp with time zone,
	CONSTRAINT "logistics_order_services_order_id_service_id_pk" PRIMARY KEY("order_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "logistics_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('LO' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"owner_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"order_source" smallint NOT NULL,
	"order_type" smallint NOT NULL,
	"shipping_type_id" integer NOT NULL,
	"delivery" smallint DEFAULT 1 NOT NULL,
	"recipient_information_id" integer,
	"self_pickup_address_id" integer,
	"declarant_information_id" integer,
	"address" jsonb NOT NULL,
	"country_id" integer,
	"cargo_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customs_category" smallint,
	"customs_form" smallint,
	"declared_currency_id" integer,
	"declared_value" numeric(20, 4) DEFAULT '0' NOT NULL,
	"estimated_freight" numeric(20, 4),
	"estimated_currency_id" integer,
	"waybill_number" text,
	"remarks" text DEFAULT '' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"review_time" timestamp with time zone,
	"store_entry_time" timestamp with time zone,
	"packing_locked_time" timestamp with time zone,
	"refund_locked_time" timestamp with time zone,
	"third_party_locked_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "picking_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"picking_list_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"allocation_id" integer,
	"kind" smallint NOT NULL,
	"shelf_id" integer,
	"bin_id" integer,
	"package_id" integer,
	"commodity_id" integer,
	"walk" integer NOT NULL,
	"quantity" integer NOT NULL,
	"picked_quantity" integer DEFAULT 0 NOT NULL,
	"picked_by" integer,
	"picked_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "picking_list_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"picking_list_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"serial" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picking_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('PL' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"warehouse_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"claim_status" smallint DEFAULT 1 NOT NULL,
	"operator_id" integer,
	"claim_time" timestamp with time zone,
	"picking_rule_id" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"printed_time" timestamp with time zone,
	"started_time" timestamp with time zone,
	"finished_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picking_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shipping_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partition_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_orders" integer NOT NULL,
	"max_lines" integer NOT NULL,
	"interval_minutes" integer DEFAULT 0 NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"last_run_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_peer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_allocations" ADD CONSTRAINT "logistics_order_allocations_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_allocations" ADD CONSTRAINT "logistics_order_allocations_line_id_logistics_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."logistics_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_allocations" ADD CONSTRAINT "logistics_order_allocations_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_allocations" ADD CONSTRAINT "logistics_order_allocations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_allocations" ADD CONSTRAINT "logistics_order_allocations_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_customs_lines" ADD CONSTRAINT "logistics_order_customs_lines_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_customs_lines" ADD CONSTRAINT "logistics_order_customs_lines_origin_country_id_countries_id_fk" FOREIGN KEY ("origin_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_lines" ADD CONSTRAINT "logistics_order_lines_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_lines" ADD CONSTRAINT "logistics_order_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_lines" ADD CONSTRAINT "logistics_order_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_services" ADD CONSTRAINT "logistics_order_services_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_order_services" ADD CONSTRAINT "logistics_order_services_service_id_value_added_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."value_added_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_shipping_type_id_shipping_types_id_fk" FOREIGN KEY ("shipping_type_id") REFERENCES "public"."shipping_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_declared_currency_id_currencies_id_fk" FOREIGN KEY ("declared_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_estimated_currency_id_currencies_id_fk" FOREIGN KEY ("estimated_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_orders" ADD CONSTRAINT "logistics_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_picking_list_id_picking_lists_id_fk" FOREIGN KEY ("picking_list_id") REFERENCES "public"."picking_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_order_line_id_logistics_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."logistics_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_allocation_id_logistics_order_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."logistics_order_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lines" ADD CONSTRAINT "picking_lines_picked_by_users_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_orders" ADD CONSTRAINT "picking_list_orders_picking_list_id_picking_lists_id_fk" FOREIGN KEY ("picking_list_id") REFERENCES "public"."picking_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_list_orders" ADD CONSTRAINT "picking_list_orders_order_id_logistics_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."logistics_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lists" ADD CONSTRAINT "picking_lists_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lists" ADD CONSTRAINT "picking_lists_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lists" ADD CONSTRAINT "picking_lists_picking_rule_id_picking_rules_id_fk" FOREIGN KEY ("picking_rule_id") REFERENCES "public"."picking_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_lists" ADD CONSTRAINT "picking_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_rules" ADD CONSTRAINT "picking_rules_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_live_name_uq" ON "api_keys" USING btree ("user_id",lower("name")) WHERE "api_keys"."revoked_time" is null;--> statement-breakpoint
CREATE INDEX "logistics_order_allocations_order_idx" ON "logistics_order_allocations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "logistics_order_allocations_line_idx" ON "logistics_order_allocations" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "logistics_order_allocations_shelf_idx" ON "logistics_order_allocations" USING btree ("shelf_id","commodity_id");--> statement-breakpoint
CREATE INDEX "logistics_order_customs_lines_order_idx" ON "logistics_order_customs_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "logistics_order_lines_order_idx" ON "logistics_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "logistics_order_lines_commodity_idx" ON "logistics_order_lines" USING btree ("commodity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_order_lines_open_package_uq" ON "logistics_order_lines" USING btree ("package_id") WHERE "logistics_order_lines"."kind" = 1 and "logistics_order_lines"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_order_lines_open_return_uq" ON "logistics_order_lines" USING btree ("return_order_id") WHERE "logistics_order_lines"."kind" = 3 and "logistics_order_lines"."active";--> statement-breakpoint
CREATE INDEX "logistics_order_services_service_idx" ON "logistics_order_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_orders_number_uq" ON "logistics_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "logistics_orders_owner_idx" ON "logistics_orders" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "logistics_orders_creation_idx" ON "logistics_orders" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "logistics_orders_status_idx" ON "logistics_orders" USING btree ("status","creation_time","id");--> statement-breakpoint
CREATE INDEX "logistics_orders_warehouse_idx" ON "logistics_orders" USING btree ("warehouse_id","status","creation_time");--> statement-breakpoint
CREATE INDEX "logistics_orders_shipping_type_idx" ON "logistics_orders" USING btree ("shipping_type_id","creation_time");--> statement-breakpoint
CREATE INDEX "logistics_orders_country_idx" ON "logistics_orders" USING btree ("country_id","creation_time");--> statement-breakpoint
CREATE INDEX "logistics_orders_source_idx" ON "logistics_orders" USING btree ("order_source","creation_time");--> statement-breakpoint
CREATE INDEX "logistics_orders_type_idx" ON "logistics_orders" USING btree ("order_type","creation_time");--> statement-breakpoint
CREATE INDEX "logistics_orders_waybill_idx" ON "logistics_orders" USING btree ("waybill_number");--> statement-breakpoint
CREATE INDEX "logistics_orders_search_trgm" ON "logistics_orders" USING gin (("number" || ' ' || coalesce("waybill_number", '') || ' ' || ("address" ->> 'Contacts')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "picking_lines_list_idx" ON "picking_lines" USING btree ("picking_list_id","walk");--> statement-breakpoint
CREATE INDEX "picking_lines_order_idx" ON "picking_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "picking_lines_package_idx" ON "picking_lines" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "picking_list_orders_list_idx" ON "picking_list_orders" USING btree ("picking_list_id","serial");--> statement-breakpoint
CREATE INDEX "picking_list_orders_order_idx" ON "picking_list_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "picking_list_orders_open_uq" ON "picking_list_orders" USING btree ("order_id") WHERE "picking_list_orders"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "picking_lists_number_uq" ON "picking_lists" USING btree ("number");--> statement-breakpoint
CREATE INDEX "picking_lists_creation_idx" ON "picking_lists" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "picking_lists_status_idx" ON "picking_lists" USING btree ("status","creation_time","id");--> statement-breakpoint
CREATE INDEX "picking_lists_warehouse_idx" ON "picking_lists" USING btree ("warehouse_id","status","creation_time");--> statement-breakpoint
CREATE INDEX "picking_lists_operator_idx" ON "picking_lists" USING btree ("operator_id","status");--> statement-breakpoint
CREATE INDEX "picking_lists_claim_idx" ON "picking_lists" USING btree ("claim_status","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "picking_rules_name_uq" ON "picking_rules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "picking_rules_warehouse_idx" ON "picking_rules" USING btree ("warehouse_id");