CREATE TABLE "declarant_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"declarant_name" text NOT NULL,
	"country_id" integer NOT NULL,
	"id_card_number" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipient_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"receiving_phone" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"detailed_address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_pickup_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_name" text NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"country_code" text NOT NULL,
	"province_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"county_code" text DEFAULT '' NOT NULL,
	"town_code" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "self_pickup_addresses_site_name_unique" UNIQUE("site_name")
);
--> statement-breakpoint
CREATE TABLE "cargo_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodities" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"chinese_name" text NOT NULL,
	"english_name" text DEFAULT '' NOT NULL,
	"alias" text DEFAULT '' NOT NULL,
	"identification_code" text DEFAULT '' NOT NULL,
	"declaration_name" text DEFAULT '' NOT NULL,
	"price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"currency_id" integer,
	"actual_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"gross_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"length" numeric(12, 3) DEFAULT '0' NOT NULL,
	"width" numeric(12, 3) DEFAULT '0' NOT NULL,
	"height" numeric(12, 3) DEFAULT '0' NOT NULL,
	"warning_quantity" integer DEFAULT 0 NOT NULL,
	"sales_mode" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"category_id" integer,
	"cargo_type_id" integer,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications_audit_status" smallint DEFAULT 0 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commodity_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"name_i18n" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"commodity_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shelf_id" integer,
	"total" integer DEFAULT 0 NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"frozen" integer DEFAULT 0 NOT NULL,
	"defective" integer DEFAULT 0 NOT NULL,
	"problem" integer DEFAULT 0 NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventories_non_negative_ck" CHECK ("inventories"."total" >= 0 and "inventories"."available" >= 0 and "inventories"."frozen" >= 0 and "inventories"."defective" >= 0 and "inventories"."problem" >= 0 and "inventories"."in_transit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_type_cargo_types" (
	"shipping_type_id" integer NOT NULL,
	"cargo_type_id" integer NOT NULL,
	"accepted" boolean NOT NULL,
	CONSTRAINT "shipping_type_cargo_types_shipping_type_id_cargo_type_id_pk" PRIMARY KEY("shipping_type_id","cargo_type_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_type_countries" (
	"shipping_type_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "shipping_type_countries_shipping_type_id_country_id_pk" PRIMARY KEY("shipping_type_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"carrier_id" integer NOT NULL,
	"volumetric_divisor" integer NOT NULL,
	"first_weight" numeric(10, 3) NOT NULL,
	"weight_step" numeric(10, 3) NOT NULL,
	"weight_rounding" smallint NOT NULL,
	"max_box_weight" numeric(10, 3) NOT NULL,
	"max_length" numeric(7, 1) NOT NULL,
	"max_width" numeric(7, 1) NOT NULL,
	"max_height" numeric(7, 1) NOT NULL,
	"customs_threshold" numeric(12, 2) DEFAULT '300' NOT NULL,
	"trajectory_scheme_id" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "trajectory_scheme_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"scheme_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"status" smallint NOT NULL,
	"text_zh_cn" text NOT NULL,
	"text_zh_tw" text NOT NULL,
	"text_en" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"milestone" smallint NOT NULL,
	"offset_hours" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trajectory_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trajectory_schemes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "quick_navigations" (
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_navigations_user_id_path_pk" PRIMARY KEY("user_id","path")
);
--> statement-breakpoint
CREATE TABLE "user_configurations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"local_service_connection" text DEFAULT 'ws://127.0.0.1:5000' NOT NULL,
	"picking_list_columns" integer DEFAULT 1 NOT NULL,
	"picking_list_rows" integer DEFAULT 1 NOT NULL,
	"get_camera_key_up" text DEFAULT '' NOT NULL,
	"get_electronic_scale_value_key_up" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"info_type" smallint DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'info' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" uuid PRIMARY KEY NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"ticket" text,
	"ticket_used_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"classification" smallint NOT NULL,
	"parent_id" integer,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"router" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"permission_code" text,
	"invisible" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"classification" smallint NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"site_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"classification" smallint NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"key" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"phone_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"provider" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_type" smallint NOT NULL,
	"user_name" text NOT NULL,
	"nick_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"site_id" integer NOT NULL,
	"organize_id" integer,
	"customer_code" text,
	"referrer_id" integer,
	"is_super_user" boolean DEFAULT false NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"region_id" integer,
	"detailed_address" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_time" timestamp with time zone,
	CONSTRAINT "users_customer_code_unique" UNIQUE("customer_code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en" text NOT NULL,
	"phone_code" text,
	"currency_code" text,
	"ships_to" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh_cn" text NOT NULL,
	"name_zh_tw" text NOT NULL,
	"name_en" text NOT NULL,
	"symbol" text DEFAULT '' NOT NULL,
	"decimals" smallint DEFAULT 2 NOT NULL,
	"exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "site_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_page_configurations" (
	"site_id" integer NOT NULL,
	"language" smallint NOT NULL,
	"title" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"carousel_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"about_us" text DEFAULT '' NOT NULL,
	CONSTRAINT "site_page_configurations_site_id_language_pk" PRIMARY KEY("site_id","language")
);
--> statement-breakpoint
CREATE TABLE "site_sms_countries" (
	"site_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "site_sms_countries_site_id_country_id_pk" PRIMARY KEY("site_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"api_url" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "state_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"record_id" integer NOT NULL,
	"from_state" smallint NOT NULL,
	"to_state" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"classify" text NOT NULL,
	"uploader_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"interface_type" smallint NOT NULL,
	"tracking_format" smallint NOT NULL,
	"tracking_pattern" text DEFAULT '' NOT NULL,
	"tracking_url" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customs_clearance_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"country_id" integer NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customs_clearance_companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "customs_clearance_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"clearance_number" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customs_clearance_numbers_clearance_number_unique" UNIQUE("clearance_number")
);
--> statement-breakpoint
CREATE TABLE "expense_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_i18n" jsonb,
	"code" text NOT NULL,
	"explain" text DEFAULT '' NOT NULL,
	"system_variables" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_tracking_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_id" integer NOT NULL,
	"number" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"order_number" text,
	"used_time" timestamp with time zone,
	"voided_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelf_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"shelf_id" integer NOT NULL,
	"operation_type" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"quantity_before" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"related_type" smallint DEFAULT 0 NOT NULL,
	"related_key" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shelves" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"partition_id" integer NOT NULL,
	"number" text NOT NULL,
	"length" numeric(12, 3) DEFAULT '0' NOT NULL,
	"width" numeric(12, 3) DEFAULT '0' NOT NULL,
	"height" numeric(12, 3) DEFAULT '0' NOT NULL,
	"used_length" numeric(12, 3) DEFAULT '0' NOT NULL,
	"used_width" numeric(12, 3) DEFAULT '0' NOT NULL,
	"used_height" numeric(12, 3) DEFAULT '0' NOT NULL,
	"goods_quantity" integer DEFAULT 0 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shelves_goods_quantity_ck" CHECK ("shelves"."goods_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"shipping_address_type" smallint NOT NULL,
	"consignee" text NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"region_id" integer,
	"address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_warehouses" (
	"site_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	CONSTRAINT "site_warehouses_site_id_warehouse_id_pk" PRIMARY KEY("site_id","warehouse_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_partitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" text NOT NULL,
	"partition_type" smallint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"person_in_charge" text NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"region_id" integer,
	"detailed_address" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"refuse_over_capacity" boolean DEFAULT false NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "declarant_informations" ADD CONSTRAINT "declarant_informations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declarant_informations" ADD CONSTRAINT "declarant_informations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_informations" ADD CONSTRAINT "recipient_informations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_informations" ADD CONSTRAINT "recipient_informations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_pickup_addresses" ADD CONSTRAINT "self_pickup_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_category_id_commodity_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."commodity_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodities" ADD CONSTRAINT "commodities_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commodity_categories" ADD CONSTRAINT "commodity_categories_parent_id_commodity_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."commodity_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_commodity_id_commodities_id_fk" FOREIGN KEY ("commodity_id") REFERENCES "public"."commodities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_type_cargo_types" ADD CONSTRAINT "shipping_type_cargo_types_shipping_type_id_shipping_types_id_fk" FOREIGN KEY ("shipping_type_id") REFERENCES "public"."shipping_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_type_cargo_types" ADD CONSTRAINT "shipping_type_cargo_types_cargo_type_id_cargo_types_id_fk" FOREIGN KEY ("cargo_type_id") REFERENCES "public"."cargo_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_type_countries" ADD CONSTRAINT "shipping_type_countries_shipping_type_id_shipping_types_id_fk" FOREIGN KEY ("shipping_type_id") REFERENCES "public"."shipping_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_type_countries" ADD CONSTRAINT "shipping_type_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_types" ADD CONSTRAINT "shipping_types_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_types" ADD CONSTRAINT "shipping_types_trajectory_scheme_id_trajectory_schemes_id_fk" FOREIGN KEY ("trajectory_scheme_id") REFERENCES "public"."trajectory_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trajectory_scheme_events" ADD CONSTRAINT "trajectory_scheme_events_scheme_id_trajectory_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."trajectory_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_navigations" ADD CONSTRAINT "quick_navigations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_configurations" ADD CONSTRAINT "user_configurations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_messages" ADD CONSTRAINT "user_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizes" ADD CONSTRAINT "organizes_parent_id_organizes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizes" ADD CONSTRAINT "organizes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organize_id_organizes_id_fk" FOREIGN KEY ("organize_id") REFERENCES "public"."organizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_configurations" ADD CONSTRAINT "site_page_configurations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_sms_countries" ADD CONSTRAINT "site_sms_countries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_sms_countries" ADD CONSTRAINT "site_sms_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_clearance_companies" ADD CONSTRAINT "customs_clearance_companies_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_clearance_numbers" ADD CONSTRAINT "customs_clearance_numbers_company_id_customs_clearance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customs_clearance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_tracking_numbers" ADD CONSTRAINT "local_tracking_numbers_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_logs" ADD CONSTRAINT "shelf_logs_shelf_id_shelves_id_fk" FOREIGN KEY ("shelf_id") REFERENCES "public"."shelves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_logs" ADD CONSTRAINT "shelf_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelves" ADD CONSTRAINT "shelves_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelves" ADD CONSTRAINT "shelves_partition_id_warehouse_partitions_id_fk" FOREIGN KEY ("partition_id") REFERENCES "public"."warehouse_partitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_warehouses" ADD CONSTRAINT "site_warehouses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_warehouses" ADD CONSTRAINT "site_warehouses_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_partitions" ADD CONSTRAINT "warehouse_partitions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_partitions" ADD CONSTRAINT "warehouse_partitions_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declarant_informations_owner_idx" ON "declarant_informations" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "declarant_informations_country_idx" ON "declarant_informations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "recipient_informations_owner_idx" ON "recipient_informations" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "recipient_informations_country_idx" ON "recipient_informations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "self_pickup_addresses_country_idx" ON "self_pickup_addresses" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "self_pickup_addresses_country_code_idx" ON "self_pickup_addresses" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "self_pickup_addresses_province_idx" ON "self_pickup_addresses" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "self_pickup_addresses_city_idx" ON "self_pickup_addresses" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "self_pickup_addresses_county_idx" ON "self_pickup_addresses" USING btree ("county_code");--> statement-breakpoint
CREATE INDEX "self_pickup_addresses_town_idx" ON "self_pickup_addresses" USING btree ("town_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_types_name_uq" ON "cargo_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "commodities_owner_code_uq" ON "commodities" USING btree ("owner_id",lower("code"));--> statement-breakpoint
CREATE INDEX "commodities_owner_idx" ON "commodities" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "commodities_creation_idx" ON "commodities" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "commodities_category_idx" ON "commodities" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "commodities_cargo_type_idx" ON "commodities" USING btree ("cargo_type_id");--> statement-breakpoint
CREATE INDEX "commodities_status_idx" ON "commodities" USING btree ("status","creation_time");--> statement-breakpoint
CREATE INDEX "commodities_audit_idx" ON "commodities" USING btree ("specifications_audit_status","creation_time");--> statement-breakpoint
CREATE INDEX "commodities_search_trgm" ON "commodities" USING gin (("code" || ' ' || "sku" || ' ' || "chinese_name" || ' ' || "english_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "commodity_categories_parent_idx" ON "commodity_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commodity_categories_sibling_name_uq" ON "commodity_categories" USING btree (coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventories_place_uq" ON "inventories" USING btree ("commodity_id","warehouse_id",coalesce("shelf_id", 0));--> statement-breakpoint
CREATE INDEX "inventories_shelf_idx" ON "inventories" USING btree ("shelf_id");--> statement-breakpoint
CREATE INDEX "inventories_wh_idx" ON "inventories" USING btree ("warehouse_id","commodity_id");--> statement-breakpoint
CREATE INDEX "shipping_type_cargo_types_cargo_idx" ON "shipping_type_cargo_types" USING btree ("cargo_type_id");--> statement-breakpoint
CREATE INDEX "shipping_type_countries_country_idx" ON "shipping_type_countries" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "shipping_types_carrier_idx" ON "shipping_types" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "shipping_types_scheme_idx" ON "shipping_types" USING btree ("trajectory_scheme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trajectory_scheme_events_line_uq" ON "trajectory_scheme_events" USING btree ("scheme_id","line");--> statement-breakpoint
CREATE INDEX "user_messages_user_idx" ON "user_messages" USING btree ("user_id","creation_time");--> statement-breakpoint
CREATE INDEX "user_messages_unread_idx" ON "user_messages" USING btree ("user_id","is_read");--> statement-breakpoint
CREATE INDEX "login_attempts_user_idx" ON "login_attempts" USING btree ("user_name","creation_time");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","creation_time");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("classification","parent_id","sort");--> statement-breakpoint
CREATE INDEX "menus_permission_idx" ON "menus" USING btree ("permission_code");--> statement-breakpoint
CREATE INDEX "organizes_parent_idx" ON "organizes" USING btree ("classification","parent_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "role_menus_menu_idx" ON "role_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_uq" ON "roles" USING btree ("classification",lower("name"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone_code","phone_number","creation_time");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","creation_time");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_uq" ON "users" USING btree (lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("account_type","phone_code","phone_number") WHERE "users"."phone_number" <> '';--> statement-breakpoint
CREATE INDEX "users_site_idx" ON "users" USING btree ("account_type","site_id","creation_time");--> statement-breakpoint
CREATE INDEX "users_creation_idx" ON "users" USING btree ("account_type","creation_time");--> statement-breakpoint
CREATE INDEX "users_organize_idx" ON "users" USING btree ("organize_id");--> statement-breakpoint
CREATE INDEX "countries_sort_idx" ON "countries" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "state_history_record_idx" ON "state_history" USING btree ("entity","record_id","creation_time");--> statement-breakpoint
CREATE INDEX "uploaded_files_uploader_idx" ON "uploaded_files" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "customs_clearance_numbers_company_idx" ON "customs_clearance_numbers" USING btree ("company_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_types_code_uq" ON "expense_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "expense_types_order_idx" ON "expense_types" USING btree ("display_order","id");--> statement-breakpoint
CREATE INDEX "expense_types_name_trgm" ON "expense_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "local_tracking_numbers_number_uq" ON "local_tracking_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "local_tracking_numbers_free_idx" ON "local_tracking_numbers" USING btree ("carrier_id","state","id");--> statement-breakpoint
CREATE INDEX "local_tracking_numbers_creation_idx" ON "local_tracking_numbers" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "local_tracking_numbers_number_trgm" ON "local_tracking_numbers" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "local_tracking_numbers_order_trgm" ON "local_tracking_numbers" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shelf_logs_shelf_idx" ON "shelf_logs" USING btree ("shelf_id","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "shelves_number_uq" ON "shelves" USING btree ("warehouse_id",lower("number"));--> statement-breakpoint
CREATE INDEX "shelves_partition_idx" ON "shelves" USING btree ("partition_id","id");--> statement-breakpoint
CREATE INDEX "shelves_wh_idx" ON "shelves" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE INDEX "shelves_number_trgm" ON "shelves" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shipping_addresses_wh_idx" ON "shipping_addresses" USING btree ("warehouse_id","shipping_address_type");--> statement-breakpoint
CREATE INDEX "shipping_addresses_creation_idx" ON "shipping_addresses" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "shipping_addresses_search_trgm" ON "shipping_addresses" USING gin (("consignee" || ' ' || "address" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "site_warehouses_wh_idx" ON "site_warehouses" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_partitions_name_uq" ON "warehouse_partitions" USING btree ("warehouse_id",lower("name"));--> statement-breakpoint
CREATE INDEX "warehouse_partitions_site_idx" ON "warehouse_partitions" USING btree ("site_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_uq" ON "warehouses" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "warehouses_name_trgm" ON "warehouses" USING gin ("name" gin_trgm_ops);