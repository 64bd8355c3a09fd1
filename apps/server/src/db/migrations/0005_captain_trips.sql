CREATE TABLE "booking_path_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"captain_id" integer,
	"vehicle_id" integer,
	"vehicle_type_id" integer NOT NULL,
	"status" text DEFAULT 'searching' NOT NULL,
	"pickup_label" text NOT NULL,
	"pickup_lat" double precision NOT NULL,
	"pickup_lng" double precision NOT NULL,
	"dropoff_label" text NOT NULL,
	"dropoff_lat" double precision NOT NULL,
	"dropoff_lng" double precision NOT NULL,
	"notes" text,
	"estimated_distance_m" integer NOT NULL,
	"estimated_fare" integer NOT NULL,
	"base_fare" integer NOT NULL,
	"per_km" integer NOT NULL,
	"currency" text NOT NULL,
	"distance_m" integer,
	"fare" integer,
	"fare_basis" text,
	"path_points" integer DEFAULT 0 NOT NULL,
	"captain_lat" double precision,
	"captain_lng" double precision,
	"captain_position_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_captain_when_taken" CHECK ("bookings"."status" in ('searching', 'cancelled') or ("bookings"."captain_id" is not null and "bookings"."vehicle_id" is not null)),
	CONSTRAINT "bookings_fare_when_completed" CHECK ("bookings"."status" <> 'completed' or "bookings"."fare" is not null),
	CONSTRAINT "bookings_estimate_nonnegative" CHECK ("bookings"."estimated_fare" >= 0 and "bookings"."estimated_distance_m" >= 0),
	CONSTRAINT "bookings_fare_nonnegative" CHECK ("bookings"."fare" is null or "bookings"."fare" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_ratings" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"captain_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_ratings_rating_range" CHECK ("trip_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_so" text,
	"description_en" text DEFAULT '' NOT NULL,
	"description_so" text,
	"base_fare" integer NOT NULL,
	"per_km" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"seats" integer NOT NULL,
	"capacity_kg" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vehicle_types_base_fare_nonnegative" CHECK ("vehicle_types"."base_fare" >= 0),
	CONSTRAINT "vehicle_types_per_km_nonnegative" CHECK ("vehicle_types"."per_km" >= 0),
	CONSTRAINT "vehicle_types_seats_nonnegative" CHECK ("vehicle_types"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"captain_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"plate_number" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"colour" text NOT NULL,
	"year" integer NOT NULL,
	"photo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "vehicles_year_range" CHECK ("vehicles"."year" between 1950 and 2100)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_balance_nonnegative" CHECK ("wallet_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonnegative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_path_points" ADD CONSTRAINT "booking_path_points_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_ratings" ADD CONSTRAINT "trip_ratings_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_wallets_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."wallets"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_path_points_booking_idx" ON "booking_path_points" USING btree ("booking_id","at","id");--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_idx" ON "booking_status_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_customer_open_idx" ON "bookings" USING btree ("customer_id") WHERE "bookings"."status" in ('searching', 'accepted', 'arrived', 'on_trip');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_captain_open_idx" ON "bookings" USING btree ("captain_id") WHERE "bookings"."status" in ('accepted', 'arrived', 'on_trip');--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_captain_idx" ON "bookings" USING btree ("captain_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_searching_idx" ON "bookings" USING btree ("vehicle_type_id","created_at") WHERE "bookings"."status" = 'searching';--> statement-breakpoint
CREATE INDEX "trip_ratings_captain_idx" ON "trip_ratings" USING btree ("captain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_in_use_idx" ON "vehicles" USING btree ("plate_number") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_captain_idx" ON "vehicles" USING btree ("captain_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_trip_fare_idx" ON "wallet_transactions" USING btree ("booking_id") WHERE "wallet_transactions"."kind" = 'trip_fare';