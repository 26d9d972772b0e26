ALTER TABLE "shipping_types" ALTER COLUMN "first_weight" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "shipping_types" ALTER COLUMN "weight_step" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "shipping_types" ALTER COLUMN "max_box_weight" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "shipping_types" ALTER COLUMN "max_length" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "shipping_types" ALTER COLUMN "max_width" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "shipping_types" ALTER COLUMN "max_height" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "length" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "length" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "width" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "width" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "height" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "packages" ALTER COLUMN "height" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "transfer_quotation_lines" ALTER COLUMN "first_weight" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "transfer_quotation_lines" ALTER COLUMN "step_weight" SET DATA TYPE numeric(12, 3);