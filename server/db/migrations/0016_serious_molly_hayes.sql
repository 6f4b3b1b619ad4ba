CREATE TABLE "agent_rebates" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"day" text NOT NULL,
	"team_bets" bigint NOT NULL,
	"rate" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_rebates_once" ON "agent_rebates" USING btree ("agent_id","day");