ALTER TABLE "team_bet_buckets" ADD COLUMN "changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_sizes" ADD COLUMN "epoch" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Versions for the kept rankings (docs/agents.md "The team at scale", server/agent/rankings.ts). Every write to a
-- team's quarter-hour sums adds 1 to the row's "changes", and those rows are no longer removed but by a move, which
-- sums the team again and adds 1 to the agent's "epoch". So (epoch, sum of changes over a run of quarter hours) grows
-- whenever anything in that run changes: a bet, a settlement, a removal or a move. The triggers below are those of
-- migration 0022 with "changes" added; the move also bumps the epoch of every agent it summed again.
CREATE OR REPLACE FUNCTION "mgp_team_bets_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_bet_buckets" AS s ("agent_id", "bucket", "bets", "bet", "win", "changes")
    SELECT t."agent_id", date_bin('15 minutes', n."created_at", timestamptz '2000-01-01 00:00:00+00'),
      count(*), sum(n."bet"), sum(n."win"), 1
    FROM "fresh" n JOIN "member_teams" t ON t."member_id" = n."member_id"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "bucket") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win",
      "changes" = s."changes" + 1;
  INSERT INTO "team_member_buckets" AS s ("agent_id", "bucket", "member_id", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', n."created_at", timestamptz '2000-01-01 00:00:00+00'), n."member_id",
      count(*), sum(n."bet"), sum(n."win")
    FROM "fresh" n JOIN "member_teams" t ON t."member_id" = n."member_id"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("agent_id", "bucket", "member_id") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_team_bets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_bet_buckets" AS s ("agent_id", "bucket", "bets", "bet", "win", "changes")
    SELECT t."agent_id", date_bin('15 minutes', d."created_at", timestamptz '2000-01-01 00:00:00+00'),
      sum(d."n"), sum(d."bet"), sum(d."win"), 1
    FROM (
      SELECT "member_id", "created_at", -1 AS "n", -"bet" AS "bet", -"win" AS "win" FROM "gone"
      UNION ALL
      SELECT "member_id", "created_at", 1, "bet", "win" FROM "fresh"
    ) d JOIN "member_teams" t ON t."member_id" = d."member_id"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "bucket") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win",
      "changes" = s."changes" + 1;
  INSERT INTO "team_member_buckets" AS s ("agent_id", "bucket", "member_id", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', d."created_at", timestamptz '2000-01-01 00:00:00+00'), d."member_id",
      sum(d."n"), sum(d."bet"), sum(d."win")
    FROM (
      SELECT "member_id", "created_at", -1 AS "n", -"bet" AS "bet", -"win" AS "win" FROM "gone"
      UNION ALL
      SELECT "member_id", "created_at", 1, "bet", "win" FROM "fresh"
    ) d JOIN "member_teams" t ON t."member_id" = d."member_id"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("agent_id", "bucket", "member_id") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win";
  DELETE FROM "team_member_buckets" s
    USING (SELECT DISTINCT t."agent_id", date_bin('15 minutes', o."created_at", timestamptz '2000-01-01 00:00:00+00')
        AS "bucket", o."member_id"
      FROM "gone" o JOIN "member_teams" t ON t."member_id" = o."member_id") k
    WHERE s."agent_id" = k."agent_id" AND s."bucket" = k."bucket" AND s."member_id" = k."member_id" AND s."bets" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_team_bets_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_bet_buckets" AS s ("agent_id", "bucket", "bets", "bet", "win", "changes")
    SELECT t."agent_id", date_bin('15 minutes', o."created_at", timestamptz '2000-01-01 00:00:00+00'),
      -count(*), -sum(o."bet"), -sum(o."win"), 1
    FROM "gone" o JOIN "member_teams" t ON t."member_id" = o."member_id"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "bucket") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win",
      "changes" = s."changes" + 1;
  INSERT INTO "team_member_buckets" AS s ("agent_id", "bucket", "member_id", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', o."created_at", timestamptz '2000-01-01 00:00:00+00'), o."member_id",
      -count(*), -sum(o."bet"), -sum(o."win")
    FROM "gone" o JOIN "member_teams" t ON t."member_id" = o."member_id"
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("agent_id", "bucket", "member_id") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win";
  DELETE FROM "team_member_buckets" s
    USING (SELECT DISTINCT t."agent_id", date_bin('15 minutes', o."created_at", timestamptz '2000-01-01 00:00:00+00')
        AS "bucket", o."member_id"
      FROM "gone" o JOIN "member_teams" t ON t."member_id" = o."member_id") k
    WHERE s."agent_id" = k."agent_id" AND s."bucket" = k."bucket" AND s."member_id" = k."member_id" AND s."bets" = 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_team_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected integer[];
BEGIN
  IF NEW."upline_id" IS NOT DISTINCT FROM OLD."upline_id" THEN
    RETURN NULL;
  END IF;
  IF NEW."upline_id" = NEW."id" OR EXISTS (
    SELECT 1 FROM "member_teams" WHERE "agent_id" = NEW."id" AND "member_id" = NEW."upline_id"
  ) THEN
    RAISE EXCEPTION 'member % cannot move below member %, who is in its own team', NEW."id", NEW."upline_id"
      USING ERRCODE = 'check_violation';
  END IF;
  affected := ARRAY(SELECT "agent_id" FROM "member_teams" WHERE "member_id" = NEW."id");
  DELETE FROM "member_teams" t
    WHERE t."agent_id" = ANY(affected)
      AND (t."member_id" = NEW."id"
        OR t."member_id" IN (SELECT s."member_id" FROM "member_teams" s WHERE s."agent_id" = NEW."id"));
  IF NEW."upline_id" IS NOT NULL THEN
    INSERT INTO "member_teams" ("agent_id", "member_id", "depth", "reg_date")
      SELECT up."agent_id", sub."member_id", up."depth" + sub."depth", sub."reg_date"
      FROM (
        SELECT NEW."upline_id" AS "agent_id", 1 AS "depth"
        UNION ALL
        SELECT a."agent_id", a."depth" + 1 FROM "member_teams" a WHERE a."member_id" = NEW."upline_id"
      ) up
      CROSS JOIN (
        SELECT NEW."id" AS "member_id", 0 AS "depth", NEW."reg_date" AS "reg_date"
        UNION ALL
        SELECT s."member_id", s."depth", s."reg_date" FROM "member_teams" s WHERE s."agent_id" = NEW."id"
      ) sub;
    affected := affected || ARRAY(SELECT "agent_id" FROM "member_teams" WHERE "member_id" = NEW."id");
  END IF;
  DELETE FROM "team_bet_buckets" WHERE "agent_id" = ANY(affected);
  INSERT INTO "team_bet_buckets" ("agent_id", "bucket", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', b."created_at", timestamptz '2000-01-01 00:00:00+00'),
      count(*), sum(b."bet"), sum(b."win")
    FROM "member_teams" t JOIN "game_bets" b ON b."member_id" = t."member_id"
    WHERE t."agent_id" = ANY(affected)
    GROUP BY 1, 2;
  DELETE FROM "team_member_buckets" WHERE "agent_id" = ANY(affected);
  INSERT INTO "team_member_buckets" ("agent_id", "bucket", "member_id", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', b."created_at", timestamptz '2000-01-01 00:00:00+00'), b."member_id",
      count(*), sum(b."bet"), sum(b."win")
    FROM "member_teams" t JOIN "game_bets" b ON b."member_id" = t."member_id"
    WHERE t."agent_id" = ANY(affected)
    GROUP BY 1, 2, 3;
  UPDATE "team_sizes" SET "epoch" = "epoch" + 1 WHERE "agent_id" = ANY(affected);
  RETURN NULL;
END
$$;
