CREATE TABLE "team_member_buckets" (
	"agent_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"member_id" integer NOT NULL,
	"bets" integer NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "team_member_buckets_agent_id_bucket_member_id_pk" PRIMARY KEY("agent_id","bucket","member_id")
);
--> statement-breakpoint
-- The sums ride in the primary key's index (INCLUDE, which drizzle's schema cannot say), so a period's rows are read
-- from the index alone once vacuum has marked their pages all-visible.
ALTER TABLE "team_member_buckets" DROP CONSTRAINT "team_member_buckets_agent_id_bucket_member_id_pk";--> statement-breakpoint
ALTER TABLE "team_member_buckets" ADD CONSTRAINT "team_member_buckets_agent_id_bucket_member_id_pk"
  PRIMARY KEY ("agent_id", "bucket", "member_id") INCLUDE ("bets", "bet", "win");--> statement-breakpoint
ALTER TABLE "team_member_buckets" ADD CONSTRAINT "team_member_buckets_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each agent's team bets per member and quarter hour (docs/agents.md "The team at scale"), kept beside the team's
-- quarter-hour sums by the same statement triggers on `game_bets`. The counts of people who bet and the profit-and-loss
-- list then read one agent's period from this table's primary key instead of probing every team member's bets.
-- Rows are taken in (agent, bucket, member) order, after the team's sums, so two bets of one team lock them in the
-- same order. A member's removed bets take its rows out.
CREATE OR REPLACE FUNCTION "mgp_team_bets_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_bet_buckets" AS s ("agent_id", "bucket", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', n."created_at", timestamptz '2000-01-01 00:00:00+00'),
      count(*), sum(n."bet"), sum(n."win")
    FROM "fresh" n JOIN "member_teams" t ON t."member_id" = n."member_id"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "bucket") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win";
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
  INSERT INTO "team_bet_buckets" AS s ("agent_id", "bucket", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', d."created_at", timestamptz '2000-01-01 00:00:00+00'),
      sum(d."n"), sum(d."bet"), sum(d."win")
    FROM (
      SELECT "member_id", "created_at", -1 AS "n", -"bet" AS "bet", -"win" AS "win" FROM "gone"
      UNION ALL
      SELECT "member_id", "created_at", 1, "bet", "win" FROM "fresh"
    ) d JOIN "member_teams" t ON t."member_id" = d."member_id"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "bucket") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win";
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
  INSERT INTO "team_bet_buckets" AS s ("agent_id", "bucket", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', o."created_at", timestamptz '2000-01-01 00:00:00+00'),
      -count(*), -sum(o."bet"), -sum(o."win")
    FROM "gone" o JOIN "member_teams" t ON t."member_id" = o."member_id"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "bucket") DO UPDATE
    SET "bets" = s."bets" + excluded."bets", "bet" = s."bet" + excluded."bet", "win" = s."win" + excluded."win";
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
-- A move sums both tables again, from the bets, for the agents above the moved member before and after.
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Today's sums, from the bets already written.
INSERT INTO "team_member_buckets" ("agent_id", "bucket", "member_id", "bets", "bet", "win")
  SELECT t."agent_id", date_bin('15 minutes', b."created_at", timestamptz '2000-01-01 00:00:00+00'), b."member_id",
    count(*), sum(b."bet"), sum(b."win")
  FROM "member_teams" t JOIN "game_bets" b ON b."member_id" = t."member_id"
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
--> statement-breakpoint
ANALYZE "team_member_buckets";
