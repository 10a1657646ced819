CREATE TABLE "medication_doses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"medication_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'upcoming' NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"snoozed_until" timestamp with time zone,
	"missed_at" timestamp with time zone,
	"reminders" integer DEFAULT 0 NOT NULL,
	"alerted_at" timestamp with time zone,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_doses_slot_unique" UNIQUE("medication_id","date","time")
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"name" text NOT NULL,
	"dose" text,
	"purpose" text,
	"schedule" jsonb NOT NULL,
	"food" text DEFAULT 'any' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"pills_left" integer,
	"pills_per_dose" integer DEFAULT 1 NOT NULL,
	"missed_after_minutes" integer DEFAULT 60 NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"planned_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD COLUMN "about_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_doses_user_due_idx" ON "medication_doses" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "medication_doses_next_step_idx" ON "medication_doses" USING btree ("next_step_at") WHERE "medication_doses"."next_step_at" is not null;--> statement-breakpoint
CREATE INDEX "medications_user_id_idx" ON "medications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "medications_planned_until_idx" ON "medications" USING btree ("planned_until");