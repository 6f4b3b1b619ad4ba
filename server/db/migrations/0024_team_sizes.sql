CREATE TABLE "team_sizes" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"direct" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_sizes" ADD CONSTRAINT "team_sizes_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each agent's team size (docs/agents.md "The team at scale"), kept as the team rows come and go: a join adds a row
-- for each agent above, a move takes rows away and adds others, a removed member's rows go with it. A join takes the
-- rows in agent order. A removal only updates rows that still stand: an agent removed in the same statement has
-- taken its own row along.
CREATE OR REPLACE FUNCTION "mgp_team_sizes_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_sizes" AS s ("agent_id", "members", "direct")
    SELECT "agent_id", count(*), count(*) FILTER (WHERE "depth" = 1) FROM "fresh" GROUP BY 1 ORDER BY 1
  ON CONFLICT ("agent_id") DO UPDATE
    SET "members" = s."members" + excluded."members", "direct" = s."direct" + excluded."direct";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_team_sizes_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "team_sizes" s SET "members" = s."members" - d."members", "direct" = s."direct" - d."direct"
    FROM (
      SELECT "agent_id", count(*) AS "members", count(*) FILTER (WHERE "depth" = 1) AS "direct"
      FROM "gone" GROUP BY 1 ORDER BY 1
    ) d
    WHERE s."agent_id" = d."agent_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_teams_sizes_added" AFTER INSERT ON "member_teams" REFERENCING NEW TABLE AS "fresh"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_team_sizes_added"();
--> statement-breakpoint
CREATE TRIGGER "member_teams_sizes_removed" AFTER DELETE ON "member_teams" REFERENCING OLD TABLE AS "gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "mgp_team_sizes_removed"();
--> statement-breakpoint
-- Today's sizes, from the team rows already written.
INSERT INTO "team_sizes" ("agent_id", "members", "direct")
  SELECT "agent_id", count(*), count(*) FILTER (WHERE "depth" = 1) FROM "member_teams" GROUP BY 1;
