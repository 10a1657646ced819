CREATE TABLE "care_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"person_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"request" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" text,
	"caretaker_id" text,
	"invited_by" text NOT NULL,
	"invited_email" text NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_links_inviter_is_a_side" CHECK ("care_links"."invited_by" in ("care_links"."person_id", "care_links"."caretaker_id"))
);
--> statement-breakpoint
ALTER TABLE "care_access_log" ADD CONSTRAINT "care_access_log_link_id_care_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."care_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_access_log" ADD CONSTRAINT "care_access_log_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_access_log" ADD CONSTRAINT "care_access_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_links" ADD CONSTRAINT "care_links_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_links" ADD CONSTRAINT "care_links_caretaker_id_users_id_fk" FOREIGN KEY ("caretaker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_links" ADD CONSTRAINT "care_links_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_access_log_person_id_idx" ON "care_access_log" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "care_links_person_id_idx" ON "care_links" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "care_links_caretaker_id_idx" ON "care_links" USING btree ("caretaker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_links_token_hash_idx" ON "care_links" USING btree ("token_hash");