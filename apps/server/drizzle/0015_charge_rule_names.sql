ALTER TABLE "charge_rules" ADD COLUMN "name_i18n" jsonb;--> statement-breakpoint
-- The demo's charge rules (db/seed/prices.ts) read in each language once upgraded too.
UPDATE "charge_rules" SET "name_i18n" = '{"zh-cn":"包裹签收","zh-tw":"包裹簽收","en-us":"Parcel signed"}'::jsonb WHERE "name" = 'Parcel signed' AND "name_i18n" IS NULL;--> statement-breakpoint
UPDATE "charge_rules" SET "name_i18n" = '{"zh-cn":"包裹上架","zh-tw":"包裹上架","en-us":"Parcel shelved"}'::jsonb WHERE "name" = 'Parcel shelved' AND "name_i18n" IS NULL;--> statement-breakpoint
UPDATE "charge_rules" SET "name_i18n" = '{"zh-cn":"每日仓储","zh-tw":"每日倉儲","en-us":"Storage day"}'::jsonb WHERE "name" = 'Storage day' AND "name_i18n" IS NULL;
