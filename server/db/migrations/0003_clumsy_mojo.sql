CREATE TABLE "lottery_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"draw_index" integer NOT NULL,
	"issue_no" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"pick" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"numbers" jsonb,
	"reference" text NOT NULL,
	"bet_record_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_bet_record_id_game_bets_id_fk" FOREIGN KEY ("bet_record_id") REFERENCES "public"."game_bets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_due" ON "lottery_bets" USING btree ("status","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_time" ON "lottery_bets" USING btree ("member_id","created_at");