-- A catalogue of any size (docs/server-data.md "A database at scale"): the first page of a game list is read in its
-- order from an index and stops after the page, a name search finds its games through a trigram index, and the
-- page count of a list by type and vendor comes from counts kept beside the catalogue, not from counting it.
--
-- Each game carries its vendor's place in the order, kept by triggers when a game is written or a vendor moves.
ALTER TABLE "catalogue_games" ADD COLUMN "vendor_sort" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "catalogue_games" g SET "vendor_sort" = v."sort" FROM "catalogue_vendors" v WHERE v."vassalage" = g."vassalage";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_game_vendor_sort"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."vendor_sort" := coalesce((SELECT v."sort" FROM "catalogue_vendors" v WHERE v."vassalage" = NEW."vassalage"), 0);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_games_vendor_sort" BEFORE INSERT OR UPDATE OF "vassalage" ON "catalogue_games"
  FOR EACH ROW EXECUTE FUNCTION "mgp_game_vendor_sort"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_vendor_sort_to_games"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_games" SET "vendor_sort" = NEW."sort" WHERE "vassalage" = NEW."vassalage";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_vendors_sort" AFTER UPDATE OF "sort" ON "catalogue_vendors"
  FOR EACH ROW EXECUTE FUNCTION "mgp_vendor_sort_to_games"();
--> statement-breakpoint
-- The list orders: every game; by type; by home category; by vendor; the hot list.
DROP INDEX IF EXISTS "catalogue_games_type_idx";
--> statement-breakpoint
CREATE INDEX "catalogue_games_order" ON "catalogue_games" USING btree ("vendor_sort","sort","node_id");
--> statement-breakpoint
CREATE INDEX "catalogue_games_type_order" ON "catalogue_games" USING btree ("game_type","vendor_sort","sort","node_id");
--> statement-breakpoint
-- By home category, for the games filed under a category other than their type (INHOUSE, COCKFIGHT, ESPORTS): the
-- rest are found by type already, and leaving them out keeps a category with none of these from reading them all.
CREATE INDEX "catalogue_games_category_order" ON "catalogue_games" USING btree ("game_category","vendor_sort","sort","node_id") WHERE "game_category" <> "game_type";
--> statement-breakpoint
CREATE INDEX "catalogue_games_vendor_order" ON "catalogue_games" USING btree ("vassalage","vendor_sort","sort","node_id");
--> statement-breakpoint
CREATE INDEX "catalogue_games_hot_order" ON "catalogue_games" USING btree ("hot_rank","vendor_sort","sort","node_id") WHERE "hot_rank" IS NOT NULL;
--> statement-breakpoint
-- Name search. pg_trgm ships with PostgreSQL (contrib) and PGlite; it is a trusted extension, so the database's owner
-- may create it. Several instances or test schemas may get here at once: the one that loses the race finds it made.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
CREATE INDEX "catalogue_games_name_trgm" ON "catalogue_games" USING gin ("game_name" public.gin_trgm_ops);
--> statement-breakpoint
-- How many games each type, home category and vendor has: a list's page count without counting the list.
CREATE TABLE "catalogue_game_counts" (
  "game_type" text NOT NULL,
  "game_category" text NOT NULL,
  "vassalage" text NOT NULL,
  "games" integer NOT NULL,
  CONSTRAINT "catalogue_game_counts_pk" PRIMARY KEY ("game_type","game_category","vassalage")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_count_games"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One writer at a time; under read committed the count below then sees every write committed before it.
  LOCK TABLE "catalogue_game_counts" IN EXCLUSIVE MODE;
  DELETE FROM "catalogue_game_counts";
  INSERT INTO "catalogue_game_counts" ("game_type","game_category","vassalage","games")
    SELECT "game_type", "game_category", "vassalage", count(*) FROM "catalogue_games" GROUP BY 1, 2, 3;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_games_counts" AFTER INSERT OR UPDATE OF "game_type","game_category","vassalage" OR DELETE OR TRUNCATE ON "catalogue_games"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_count_games"();
--> statement-breakpoint
INSERT INTO "catalogue_game_counts" ("game_type","game_category","vassalage","games")
  SELECT "game_type", "game_category", "vassalage", count(*) FROM "catalogue_games" GROUP BY 1, 2, 3;
