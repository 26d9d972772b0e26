CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coupon_kind" smallint NOT NULL,
	"preferential_amount" numeric(20, 4) NOT NULL,
	"available_amount" numeric(20, 4) DEFAULT '0' NOT NULL,
	"available_weight" numeric(12, 3) DEFAULT '0' NOT NULL,
	"expense_type_id" integer,
	"currency_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"superposition" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone,
	"deadline" timestamp with time zone,
	"effective_days" integer,
	"remarks" text DEFAULT '' NOT NULL,
	"is_deactivate" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"start_time" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"used_time" timestamp with time zone,
	"used_for" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_records" ADD COLUMN "discount" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD COLUMN "coupon_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recharge_records" ADD COLUMN "bonus" numeric(20, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_expense_type_id_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."expense_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_kind_idx" ON "coupons" USING btree ("coupon_kind");--> statement-breakpoint
CREATE INDEX "coupons_name_idx" ON "coupons" USING btree ("name");--> statement-breakpoint
CREATE INDEX "user_coupons_owner_idx" ON "user_coupons" USING btree ("owner_id","creation_time","id");--> statement-breakpoint
CREATE INDEX "user_coupons_coupon_idx" ON "user_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "user_coupons_creation_idx" ON "user_coupons" USING btree ("creation_time","id");--> statement-breakpoint
CREATE INDEX "user_coupons_unused_idx" ON "user_coupons" USING btree ("owner_id","expires_at") WHERE "user_coupons"."used_time" is null;