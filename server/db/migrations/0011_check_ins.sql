CREATE TABLE "appointment_reminders" (
	"user_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_pk" PRIMARY KEY("event_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"on" boolean DEFAULT false NOT NULL,
	"by" text DEFAULT '10:00' NOT NULL,
	"time_zone" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_until" date,
	"recipients" jsonb,
	"last_sign_at" timestamp with time zone,
	"last_sign_kind" text,
	"day" date,
	"state" text DEFAULT 'waiting' NOT NULL,
	"asked_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"alert_group_id" uuid,
	"ok_at" timestamp with time zone,
	"ok_by" text,
	"person_token" text,
	"family_token" text,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_person_token_unique" UNIQUE("person_token"),
	CONSTRAINT "check_ins_family_token_unique" UNIQUE("family_token")
);
--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_reminders_created_idx" ON "appointment_reminders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appointment_reminders_user_id_idx" ON "appointment_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "check_ins_next_step_idx" ON "check_ins" USING btree ("next_step_at") WHERE "check_ins"."next_step_at" is not null;