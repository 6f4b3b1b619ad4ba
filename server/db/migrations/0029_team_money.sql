CREATE TABLE "team_money_buckets" (
	"agent_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"deposits" integer NOT NULL,
	"deposit" bigint NOT NULL,
	"withdrawals" integer NOT NULL,
	"withdraw" bigint NOT NULL,
	CONSTRAINT "team_money_buckets_agent_id_bucket_pk" PRIMARY KEY("agent_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "team_money_buckets" ADD CONSTRAINT "team_money_buckets_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The team overview's paid deposits and withdrawals per agent and quarter hour (docs/agents.md "The team at scale";
-- issue 15). Before, the overview read every paid deposit and withdrawal of the whole platform in the period and kept
-- the team's (0027): its cost grew with the platform's money, not with the team's. Now each row that is paid, or stops
-- being paid, or changes while paid, moves the quarter-hour sums of every agent above its member, in agent order (as
-- the bets' sums do, so two writes of one team lock the rows in the same order). Money in centavos.
CREATE OR REPLACE FUNCTION "mgp_team_money_add"(
  member integer, at timestamptz, n_deposits integer, n_deposit bigint, n_withdrawals integer, n_withdraw bigint
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_money_buckets" AS s ("agent_id", "bucket", "deposits", "deposit", "withdrawals", "withdraw")
    SELECT t."agent_id", date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00'),
      n_deposits, n_deposit, n_withdrawals, n_withdraw
    FROM "member_teams" t WHERE t."member_id" = member ORDER BY 1
  ON CONFLICT ("agent_id", "bucket") DO UPDATE
    SET "deposits" = s."deposits" + excluded."deposits", "deposit" = s."deposit" + excluded."deposit",
      "withdrawals" = s."withdrawals" + excluded."withdrawals", "withdraw" = s."withdraw" + excluded."withdraw";
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_team_money_deposit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD."status" = 'paid' AND OLD."settled_at" IS NOT NULL;
  paid boolean := TG_OP <> 'DELETE' AND NEW."status" = 'paid' AND NEW."settled_at" IS NOT NULL;
BEGIN
  IF was AND paid AND NEW."member_id" = OLD."member_id" AND NEW."settled_at" = OLD."settled_at"
    AND NEW."amount" = OLD."amount" THEN
    RETURN NULL;
  END IF;
  IF was THEN
    PERFORM "mgp_team_money_add"(OLD."member_id", OLD."settled_at", -1, -OLD."amount", 0, 0);
  END IF;
  IF paid THEN
    PERFORM "mgp_team_money_add"(NEW."member_id", NEW."settled_at", 1, NEW."amount", 0, 0);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mgp_team_money_withdrawal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD."status" = 'paid' AND OLD."decided_at" IS NOT NULL;
  paid boolean := TG_OP <> 'DELETE' AND NEW."status" = 'paid' AND NEW."decided_at" IS NOT NULL;
BEGIN
  IF was AND paid AND NEW."member_id" = OLD."member_id" AND NEW."decided_at" = OLD."decided_at"
    AND NEW."amount" = OLD."amount" THEN
    RETURN NULL;
  END IF;
  IF was THEN
    PERFORM "mgp_team_money_add"(OLD."member_id", OLD."decided_at", 0, 0, -1, -OLD."amount");
  END IF;
  IF paid THEN
    PERFORM "mgp_team_money_add"(NEW."member_id", NEW."decided_at", 0, 0, 1, NEW."amount");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "deposits_team_money" AFTER INSERT OR UPDATE OR DELETE ON "deposits"
  FOR EACH ROW EXECUTE FUNCTION "mgp_team_money_deposit"();
--> statement-breakpoint
CREATE TRIGGER "withdrawals_team_money" AFTER INSERT OR UPDATE OR DELETE ON "withdrawals"
  FOR EACH ROW EXECUTE FUNCTION "mgp_team_money_withdrawal"();
--> statement-breakpoint
-- The agents' sums from the paid rows themselves: for a move, and for the rows already there.
CREATE OR REPLACE FUNCTION "mgp_team_money_sum"(agents integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "team_money_buckets" WHERE "agent_id" = ANY(agents);
  INSERT INTO "team_money_buckets" ("agent_id", "bucket", "deposits", "deposit", "withdrawals", "withdraw")
    SELECT "agent_id", "bucket", sum("deposits"), sum("deposit"), sum("withdrawals"), sum("withdraw")
    FROM (
      SELECT t."agent_id", date_bin('15 minutes', d."settled_at", timestamptz '2000-01-01 00:00:00+00') AS "bucket",
        1 AS "deposits", d."amount" AS "deposit", 0 AS "withdrawals", 0::bigint AS "withdraw"
      FROM "member_teams" t JOIN "deposits" d ON d."member_id" = t."member_id"
      WHERE t."agent_id" = ANY(agents) AND d."status" = 'paid' AND d."settled_at" IS NOT NULL
      UNION ALL
      SELECT t."agent_id", date_bin('15 minutes', w."decided_at", timestamptz '2000-01-01 00:00:00+00'),
        0, 0::bigint, 1, w."amount"
      FROM "member_teams" t JOIN "withdrawals" w ON w."member_id" = t."member_id"
      WHERE t."agent_id" = ANY(agents) AND w."status" = 'paid' AND w."decided_at" IS NOT NULL
    ) x
    GROUP BY 1, 2 ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
-- A member moved to another upline takes its team's money along: the agents above it before (its old upline and
-- those above that one, whom the move does not touch) and after are summed again. Named to run after
-- `members_team_move`, which has rewritten `member_teams` by then.
CREATE OR REPLACE FUNCTION "mgp_team_money_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."upline_id" IS NOT DISTINCT FROM OLD."upline_id" THEN
    RETURN NULL;
  END IF;
  PERFORM "mgp_team_money_sum"(ARRAY(
    SELECT OLD."upline_id" WHERE OLD."upline_id" IS NOT NULL
    UNION SELECT "agent_id" FROM "member_teams" WHERE "member_id" = OLD."upline_id"
    UNION SELECT "agent_id" FROM "member_teams" WHERE "member_id" = NEW."id"
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_move_money" AFTER UPDATE OF "upline_id" ON "members"
  FOR EACH ROW EXECUTE FUNCTION "mgp_team_money_move"();
--> statement-breakpoint
-- A member removed takes its money out of its agents' sums first, while its team rows still stand (as its bets, 0020).
CREATE OR REPLACE FUNCTION "mgp_team_money_leave"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "deposits" WHERE "member_id" = OLD."id";
  DELETE FROM "withdrawals" WHERE "member_id" = OLD."id";
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_money_leave" BEFORE DELETE ON "members"
  FOR EACH ROW EXECUTE FUNCTION "mgp_team_money_leave"();
--> statement-breakpoint
SELECT "mgp_team_money_sum"(ARRAY(SELECT DISTINCT "agent_id" FROM "member_teams"));
