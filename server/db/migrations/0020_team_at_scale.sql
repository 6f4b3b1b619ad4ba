CREATE TABLE "member_teams" (
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_teams_agent_id_member_id_pk" PRIMARY KEY("agent_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "team_bet_buckets" (
	"agent_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"bets" integer NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	CONSTRAINT "team_bet_buckets_agent_id_bucket_pk" PRIMARY KEY("agent_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "member_teams" ADD CONSTRAINT "member_teams_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_teams" ADD CONSTRAINT "member_teams_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_bet_buckets" ADD CONSTRAINT "team_bet_buckets_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_teams_member" ON "member_teams" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "game_bets_time" ON "game_bets" USING btree ("created_at","id");--> statement-breakpoint
-- An agent's team at any size (docs/agents.md "The team at scale"). `member_teams` holds every (agent, member below
-- it) pair, kept by the triggers below as members join or move; `team_bet_buckets` holds each agent's team bets
-- summed per quarter hour, kept by statement triggers on `game_bets`. A report then reads its team from an index and
-- its period's totals from at most 96 rows a day, however large the team and its history.
CREATE OR REPLACE FUNCTION "mgp_team_join"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."upline_id" IS NOT NULL THEN
    INSERT INTO "member_teams" ("agent_id", "member_id", "depth")
      SELECT NEW."upline_id", NEW."id", 1
      UNION ALL
      SELECT t."agent_id", NEW."id", t."depth" + 1 FROM "member_teams" t WHERE t."member_id" = NEW."upline_id"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_join" AFTER INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION "mgp_team_join"();
--> statement-breakpoint
-- A member moved to another upline takes everyone below it along. The agents above it before and after get their
-- team bets summed again from the bets themselves: a rare, operator-made change, so it may cost a scan.
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
    INSERT INTO "member_teams" ("agent_id", "member_id", "depth")
      SELECT up."agent_id", sub."member_id", up."depth" + sub."depth"
      FROM (
        SELECT NEW."upline_id" AS "agent_id", 1 AS "depth"
        UNION ALL
        SELECT a."agent_id", a."depth" + 1 FROM "member_teams" a WHERE a."member_id" = NEW."upline_id"
      ) up
      CROSS JOIN (
        SELECT NEW."id" AS "member_id", 0 AS "depth"
        UNION ALL
        SELECT s."member_id", s."depth" FROM "member_teams" s WHERE s."agent_id" = NEW."id"
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_move" AFTER UPDATE OF "upline_id" ON "members" FOR EACH ROW EXECUTE FUNCTION "mgp_team_move"();
--> statement-breakpoint
-- A member's bets leave its agents' sums while its team rows still stand (they go with the member row).
CREATE OR REPLACE FUNCTION "mgp_team_leave"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "game_bets" WHERE "member_id" = OLD."id";
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_leave" BEFORE DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "mgp_team_leave"();
--> statement-breakpoint
-- Bets written, changed (a lottery bet settled) or removed move their agents' quarter-hour sums by the difference.
-- Rows are taken in (agent, bucket) order, so two bets of one team lock the sums in the same order.
CREATE OR REPLACE FUNCTION "mgp_team_bets_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_bet_buckets" AS s ("agent_id", "bucket", "bets", "bet", "win")
    SELECT t."agent_id", date_bin('15 minutes', n."created_at", timestamptz '2000-01-01 00:00:00+00'),
      count(*), sum(n."bet"), sum(n."win")
    FROM "fresh" n JOIN "member_teams" t ON t."member_id" = n."member_id"
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "bucket") DO UPDATE
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "game_bets_team_added" AFTER INSERT ON "game_bets" REFERENCING NEW TABLE AS "fresh"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_team_bets_added"();
--> statement-breakpoint
CREATE TRIGGER "game_bets_team_changed" AFTER UPDATE ON "game_bets" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "fresh"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_team_bets_changed"();
--> statement-breakpoint
CREATE TRIGGER "game_bets_team_removed" AFTER DELETE ON "game_bets" REFERENCING OLD TABLE AS "gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_team_bets_removed"();
--> statement-breakpoint
-- Today's teams and sums, from the accounts and bets already written.
INSERT INTO "member_teams" ("agent_id", "member_id", "depth")
  WITH RECURSIVE "walk"("agent_id", "member_id", "depth") AS (
    SELECT "upline_id", "id", 1 FROM "members" WHERE "upline_id" IS NOT NULL
    UNION ALL
    SELECT w."agent_id", m."id", w."depth" + 1 FROM "walk" w JOIN "members" m ON m."upline_id" = w."member_id"
    WHERE w."depth" < 64
  )
  SELECT "agent_id", "member_id", min("depth") FROM "walk" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "team_bet_buckets" ("agent_id", "bucket", "bets", "bet", "win")
  SELECT t."agent_id", date_bin('15 minutes', b."created_at", timestamptz '2000-01-01 00:00:00+00'),
    count(*), sum(b."bet"), sum(b."win")
  FROM "member_teams" t JOIN "game_bets" b ON b."member_id" = t."member_id"
  GROUP BY 1, 2;
