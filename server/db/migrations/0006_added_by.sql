ALTER TABLE "emergency_contacts" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "added_by" text;