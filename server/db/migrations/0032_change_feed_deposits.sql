-- The change feed (0017) also carries a member's deposits, first-deposit bonus and lottery bets, and the games' counts
-- (issue 51). A kept answer is dropped by a change to every table its read touched (server/http/privateAnswers.ts,
-- publicAnswers.ts): member info reads the deposits and the bonus, the betting record the lottery bets, the game lists
-- the counts. The server checks what it keeps against these triggers (server/db/announced.ts).
CREATE TRIGGER "deposits_changes" AFTER INSERT OR UPDATE OR DELETE ON "deposits"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('member_id');
--> statement-breakpoint
CREATE TRIGGER "deposit_bonuses_changes" AFTER INSERT OR UPDATE OR DELETE ON "deposit_bonuses"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('member_id');
--> statement-breakpoint
-- The betting record reads the lottery bets beside the game bets (a draw that falls due is settled when read).
CREATE TRIGGER "lottery_bets_changes" AFTER INSERT OR UPDATE OR DELETE ON "lottery_bets"
  FOR EACH ROW EXECUTE FUNCTION "mgp_announce_change"('member_id');
--> statement-breakpoint
-- The games' counts per type, category and vendor (0019) are rewritten with every change to the games, which already
-- announces `catalogue`; announced themselves as well, so a count changed by any path clears what was kept of it.
CREATE TRIGGER "catalogue_game_counts_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogue_game_counts"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_announce_catalogue_change"();
