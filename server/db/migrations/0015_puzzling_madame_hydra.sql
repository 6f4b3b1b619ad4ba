CREATE TABLE "red_rain_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"event_id" text NOT NULL,
	"day" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_rain_windows" (
	"merchant" text NOT NULL,
	"event_id" text NOT NULL,
	"day" text NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "red_rain_windows_merchant_event_id_day_pk" PRIMARY KEY("merchant","event_id","day")
);
--> statement-breakpoint
ALTER TABLE "red_rain_claims" ADD CONSTRAINT "red_rain_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_claims_once" ON "red_rain_claims" USING btree ("merchant","event_id","day","member_id");