-- The change feed (server/db/changes.ts): each committed change to a row that the server keeps in memory is
-- announced on the channel `mgp_changes` as `table:key`, so every instance drops what it holds of that row at once.
-- Announced from the database rather than from the code that writes, so no write path can forget it.
CREATE OR REPLACE FUNCTION "mgp_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'mgp_changes',
    TG_TABLE_NAME || ':' || (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changes" AFTER INSERT OR UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('token_hash');
--> statement-breakpoint
CREATE TRIGGER "members_changes" AFTER UPDATE OR DELETE ON "members"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('id');
--> statement-breakpoint
CREATE TRIGGER "wallets_changes" AFTER INSERT OR UPDATE OR DELETE ON "wallets"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('member_id');
--> statement-breakpoint
CREATE TRIGGER "favourite_games_changes" AFTER INSERT OR UPDATE OR DELETE ON "favourite_games"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('member_id');
--> statement-breakpoint
CREATE TRIGGER "recent_games_changes" AFTER INSERT OR UPDATE OR DELETE ON "recent_games"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('member_id');
--> statement-breakpoint
-- The catalogue: public answers and the game lists inside private ones are all dropped on any change, so one
-- announcement per statement is enough.
CREATE OR REPLACE FUNCTION "mgp_announce_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mgp_changes', 'catalogue:' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_vendors_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_vendors"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_games_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_games"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_announcements_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_announcements"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_promotion_categories_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_promotion_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_promotions_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_promotions"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_hot_matches_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_hot_matches"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_winners_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_winners"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_help_entries_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_help_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
