-- A removal from a team (a move takes members away; a member deleted by hand takes its rows along) now also adds 1 to
-- each agent's `team_sizes.epoch`, as a move already did (0025). So the pair (epoch, members) of an agent changes
-- whenever the set of its members does: a join grows `members`, anything that takes one away grows `epoch`, even
-- when a join in the same transaction makes the count up again. The kept team balances (server/agent/teamBalances.ts)
-- read that pair to know their member set still stands; the kept rankings only read a move's sums again.
CREATE OR REPLACE FUNCTION "mgp_team_sizes_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "team_sizes" s
    SET "members" = s."members" - d."members", "direct" = s."direct" - d."direct", "epoch" = s."epoch" + 1
    FROM (
      SELECT "agent_id", count(*) AS "members", count(*) FILTER (WHERE "depth" = 1) AS "direct"
      FROM "gone" GROUP BY 1 ORDER BY 1
    ) d
    WHERE s."agent_id" = d."agent_id";
  RETURN NULL;
END
$$;
