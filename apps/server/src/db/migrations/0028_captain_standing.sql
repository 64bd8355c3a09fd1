CREATE TABLE "captain_standings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"vehicle_type_id" integer,
	"plate_number" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captain_standings" ADD CONSTRAINT "captain_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_standings" ADD CONSTRAINT "captain_standings_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "captain_standings" ADD CONSTRAINT "captain_standings_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captain_standings_status_idx" ON "captain_standings" USING btree ("status","applied_at");--> statement-breakpoint
INSERT INTO "captain_standings" ("user_id", "status", "decided_at", "applied_at")
SELECT "id", 'approved', now(), "created_at" FROM "users" WHERE "role" = 'captain';
