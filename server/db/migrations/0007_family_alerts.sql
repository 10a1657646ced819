ALTER TABLE "emergency_alerts" ALTER COLUMN "contact_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD COLUMN "caretaker_id" text;--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_caretaker_id_users_id_fk" FOREIGN KEY ("caretaker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_one_recipient" CHECK (num_nonnulls("emergency_alerts"."contact_id", "emergency_alerts"."caretaker_id") = 1);