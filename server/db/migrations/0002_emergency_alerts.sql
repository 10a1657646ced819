CREATE TABLE "emergency_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"group_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"message" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"fine_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD COLUMN "alerts" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD COLUMN "alert_token" text;--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_contact_id_emergency_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."emergency_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_alerts_due_idx" ON "emergency_alerts" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "emergency_alerts_user_id_idx" ON "emergency_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "emergency_contacts" ADD CONSTRAINT "emergency_contacts_alert_token_unique" UNIQUE("alert_token");