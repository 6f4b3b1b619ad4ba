CREATE TABLE "catalogue_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"group_name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"url" text NOT NULL,
	"images" jsonb NOT NULL,
	"execution" text,
	"promotion_type" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"no_expiry" boolean NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_games" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"vassalage" text NOT NULL,
	"game_name" text NOT NULL,
	"game_type" text NOT NULL,
	"game_category" text NOT NULL,
	"game_id" text NOT NULL,
	"game_classify" text NOT NULL,
	"min_bet_centavos" integer NOT NULL,
	"min_line" integer NOT NULL,
	"is_new" boolean NOT NULL,
	"hot_rank" integer,
	"support_play" boolean NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_help_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"device" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_hot_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"match_time" timestamp with time zone NOT NULL,
	"vendor" text NOT NULL,
	"room_id" text NOT NULL,
	"node_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_promotion_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category_ids" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"no_expiry" boolean NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_vendors" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"vendor_name" text NOT NULL,
	"account_type_name" text NOT NULL,
	"categories" jsonb NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"game_name" text NOT NULL,
	"vassalage" text NOT NULL,
	"win_centavos" integer NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_games" ADD CONSTRAINT "catalogue_games_vassalage_catalogue_vendors_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."catalogue_vendors"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_games_type_idx" ON "catalogue_games" USING btree ("game_type","sort");--> statement-breakpoint
CREATE INDEX "catalogue_games_vendor_idx" ON "catalogue_games" USING btree ("vassalage");