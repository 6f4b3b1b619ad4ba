CREATE TABLE "mission_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"mission_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_payouts" ADD CONSTRAINT "mission_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_payouts_once" ON "mission_payouts" USING btree ("merchant","mission_id","member_id");