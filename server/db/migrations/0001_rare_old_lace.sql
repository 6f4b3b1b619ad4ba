CREATE TABLE "favourite_games" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"launch_id" integer,
	"node_id" integer NOT NULL,
	"game_name" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"credential_hash" text,
	"mode" text NOT NULL,
	"member_id" integer,
	"session_token_hash" text,
	"merchant" text NOT NULL,
	"node_id" integer NOT NULL,
	"fun_balance" bigint DEFAULT 0 NOT NULL,
	"ticket_expires_at" timestamp with time zone NOT NULL,
	"credential_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_launches_ticket_hash_unique" UNIQUE("ticket_hash"),
	CONSTRAINT "game_launches_credential_hash_unique" UNIQUE("credential_hash")
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_bets" ADD CONSTRAINT "game_bets_launch_id_game_launches_id_fk" FOREIGN KEY ("launch_id") REFERENCES "public"."game_launches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_node_id_catalogue_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."catalogue_games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_games_recent" ON "favourite_games" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "recent_games_recent" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "game_bets_member_time" ON "game_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_launches_member" ON "game_launches" USING btree ("member_id");