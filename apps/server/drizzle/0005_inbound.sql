CREATE TABLE "bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('BN' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shelf_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint DEFAULT 1 NOT NULL,
	"unknown_item_id" integer,
	"owner_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"commodity_id" integer,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(20, 4) DEFAULT '0' NOT NULL,
	"purchase_price" numeric(20, 4) DEFAULT '0' NOT NULL,
	"currency_id" integer
);
--> statement-breakpoint
CREATE TABLE "package_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"passed" boolean NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inspector_id" integer,
	"inspector_name" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('PK' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"document_id" integer,
	"owner_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_key" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"length" numeric(8, 1) DEFAULT '0' NOT NULL,
	"width" numeric(8, 1) DEFAULT '0' NOT NULL,
	"height" numeric(8, 1) DEFAULT '0' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_inspection" boolean DEFAULT false NOT NULL,
	"incomplete_reason" text DEFAULT '' NOT NULL,
	"shelf_id" integer,
	"bin_id" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"signed_time" timestamp with time zone,
	"signed_by" integer,
	"shelved_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unknown_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('UN' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"warehouse_id" integer NOT NULL,
	"tracking_number" text NOT NULL,
	"tracking_key" text NOT NULL,
	"weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"package_id" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"signed_by" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text GENERATED ALWAYS AS ('WD' || lpad(id::text, 8, '0')) STORED NOT NULL,
	"owner_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_unknown_item_id_unknown_items_id_fk" FOREIGN KEY ("unknown_item_id") REFERENCES "public"."unknown_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_claims" ADD CONSTRAINT "package_claims_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_goods" ADD CONSTRAINT "package_goods_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_goods" ADD CONSTRAINT "package_goods_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_goods" ADD CONSTRAINT "package_goods_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_inspections" ADD CONSTRAINT "package_inspections_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_document_id_warehouse_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."warehouse_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_items" ADD CONSTRAINT "unknown_items_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unknown_items" ADD CONSTRAINT "unknown_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_documents" ADD CONSTRAINT "warehouse_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_documents" ADD CONSTRAINT "warehouse_documents_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bins_number_uq" ON "bins" USING btree ("number");--> statement-breakpoint
CREATE INDEX "bins_warehouse_idx" ON "bins" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "bins_shelf_idx" ON "bins" USING btree ("shelf_id");--> statement-breakpoint
CREATE INDEX "package_claims_owner_idx" ON "package_claims" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "package_claims_creation_idx" ON "package_claims" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "package_claims_status_idx" ON "package_claims" USING btree ("status","creation_time");--> statement-breakpoint
CREATE INDEX "package_claims_item_idx" ON "package_claims" USING btree ("unknown_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_claims_waiting_uq" ON "package_claims" USING btree ("unknown_item_id","owner_id") WHERE "package_claims"."status" = 1;--> statement-breakpoint
CREATE INDEX "package_goods_package_idx" ON "package_goods" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_goods_commodity_idx" ON "package_goods" USING btree ("commodity_id");--> statement-breakpoint
CREATE INDEX "package_inspections_package_idx" ON "package_inspections" USING btree ("package_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_number_uq" ON "packages" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_waiting_tracking_uq" ON "packages" USING btree ("tracking_key") WHERE "packages"."status" = 1;--> statement-breakpoint
CREATE INDEX "packages_tracking_idx" ON "packages" USING btree ("tracking_key");--> statement-breakpoint
CREATE INDEX "packages_owner_idx" ON "packages" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "packages_creation_idx" ON "packages" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "packages_status_idx" ON "packages" USING btree ("status","creation_time","id");--> statement-breakpoint
CREATE INDEX "packages_warehouse_idx" ON "packages" USING btree ("warehouse_id","status","creation_time");--> statement-breakpoint
CREATE INDEX "packages_document_idx" ON "packages" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "packages_shelf_idx" ON "packages" USING btree ("shelf_id");--> statement-breakpoint
CREATE INDEX "packages_bin_idx" ON "packages" USING btree ("bin_id");--> statement-breakpoint
CREATE INDEX "packages_search_trgm" ON "packages" USING gin (("number" || ' ' || "tracking_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "unknown_items_creation_idx" ON "unknown_items" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "unknown_items_status_idx" ON "unknown_items" USING btree ("status","creation_time");--> statement-breakpoint
CREATE INDEX "unknown_items_tracking_idx" ON "unknown_items" USING btree ("tracking_key");--> statement-breakpoint
CREATE INDEX "unknown_items_warehouse_idx" ON "unknown_items" USING btree ("warehouse_id","creation_time");--> statement-breakpoint
CREATE INDEX "warehouse_documents_owner_idx" ON "warehouse_documents" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "warehouse_documents_creation_idx" ON "warehouse_documents" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "warehouse_documents_status_idx" ON "warehouse_documents" USING btree ("status","creation_time");--> statement-breakpoint
CREATE INDEX "warehouse_documents_warehouse_idx" ON "warehouse_documents" USING btree ("warehouse_id","creation_time");--> statement-breakpoint
CREATE INDEX "warehouse_documents_number_idx" ON "warehouse_documents" USING btree ("number");