ALTER TABLE "rate_counters" ADD COLUMN "in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_counters" ADD COLUMN "in_flight_at" timestamp with time zone;