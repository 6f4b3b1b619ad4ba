-- member_teams_newest again, as DESC NULLS FIRST: the order `order by reg_date desc, member_id desc` asks for.
-- Made DESC NULLS LAST by migration 0021 (drizzle's bare desc()), it served no query: PostgreSQL read and sorted the
-- whole team for each page of the members list (docs/agents.md "The team at scale").
DROP INDEX "member_teams_newest";--> statement-breakpoint
CREATE INDEX "member_teams_newest" ON "member_teams" USING btree ("agent_id","reg_date" DESC NULLS FIRST,"member_id" DESC NULLS FIRST);