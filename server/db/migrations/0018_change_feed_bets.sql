-- The change feed (0017) also carries bet records by member, for the held betting record (server/http/privateAnswers.ts),
-- and never sends a payload without a key.
CREATE OR REPLACE FUNCTION "mgp_announce_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'mgp_changes',
    TG_TABLE_NAME || ':' || coalesce(to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0], '')
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "game_bets_changes" AFTER INSERT OR UPDATE OR DELETE ON "game_bets"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('member_id');
