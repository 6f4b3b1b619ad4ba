ALTER TABLE "member_teams" ADD COLUMN "reg_date" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "member_teams_newest" ON "member_teams" USING btree ("agent_id","reg_date" DESC NULLS LAST,"member_id" DESC NULLS LAST);--> statement-breakpoint
-- Each team row carries its member's registration (docs/agents.md "The team at scale"), so a team's members list,
-- newest first, reads its page from `member_teams_newest` and stops after it.
UPDATE "member_teams" t SET "reg_date" = m."reg_date" FROM "members" m WHERE m."id" = t."member_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_team_join"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."upline_id" IS NOT NULL THEN
    INSERT INTO "member_teams" ("agent_id", "member_id", "depth", "reg_date")
      SELECT NEW."upline_id", NEW."id", 1, NEW."reg_date"
      UNION ALL
      SELECT t."agent_id", NEW."id", t."depth" + 1, NEW."reg_date" FROM "member_teams" t WHERE t."member_id" = NEW."upline_id"
    ON CONFLICT DO NOTHING;
  END IF;
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
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_team_reg_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "member_teams" SET "reg_date" = NEW."reg_date" WHERE "member_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_reg_date" AFTER UPDATE OF "reg_date" ON "members"
  FOR EACH ROW WHEN (NEW."reg_date" IS DISTINCT FROM OLD."reg_date") EXECUTE FUNCTION "mgp_team_reg_date"();
