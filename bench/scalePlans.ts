// The first-page queries bench/scale.ts explains on its largest database, as the server sends them (server/routes/
// games.ts, server/routes/playerGames.ts, server/routes/bets.ts, server/agent/reports.ts, server/agent/team.ts),
// with the demo accounts' ids looked up in SQL.
const demo = `(select id from members where merchant = 'demo' and lower(username) = 'demo')`;
const agent = `(select id from members where merchant = 'demo' and lower(username) = 'agent')`;
const team = `(select member_id from member_teams where agent_id = ${agent})`;
const week = `>= now() - interval '7 days' and %s < now()`;
const inWeek = (col: string) => `${col} ${week.replace('%s', col)}`;

const order = 'order by vendor_sort, sort, node_id limit 26';
const page = (where: string) => `(select * from catalogue_games g where ${where} ${order})`;

export const SCALE_PLANS: Record<string, string> = {
  'game list, RNG, first page': `${page("g.game_type = 'RNG'")} union all
    ${page("g.game_category = 'RNG' and g.game_type <> 'RNG' and g.game_category <> g.game_type")} ${order}`,
  'game list, RNG, page count': `select sum(games) from catalogue_game_counts
    where game_type = 'RNG' or game_category = 'RNG'`,
  // A finer list (a name, the new tab, a classification) finds its page's ids and its count in the kept catalogue
  // (server/catalogue/keptCatalogue.ts), then reads the page's games by key; without the change feed, as below.
  "finer list, the page's games by key": `select * from catalogue_games
    where node_id in (select node_id from catalogue_games ${order})`,
  'search by name without the kept catalogue, first page': `select * from catalogue_games g
    where g.game_name ilike '%buffalo%' ${order}`,
  'search by name without the kept catalogue, count': `select count(*) from catalogue_games
    where game_name ilike '%buffalo%'`,
  'favourites, first page': `select g.node_id from favourite_games f join catalogue_games g on g.node_id = f.node_id
    where f.member_id = ${demo} order by f.created_at desc, g.node_id desc limit 26`,
  'betting record, a week, first page': `select * from game_bets where member_id = ${demo}
    and created_at >= now() - interval '7 days' and created_at < now() order by created_at desc, id desc limit 20`,
  'team bets, a week, first page': `select b.id, m.username from game_bets b join members m on m.id = b.member_id
    where b.member_id in ${team} and ${inWeek('b.created_at')}
    order by b.created_at desc, b.id desc limit 20`,
  'team bets, a week, totals (whole quarter hours)': `select sum(bets), sum(bet), sum(win) from team_bet_buckets
    where agent_id = ${agent} and ${inWeek('bucket')}`,
  'team overview, a week, bettors': `select count(*) from (select member_id from team_member_buckets
    where agent_id = ${agent} and ${inWeek('bucket')} group by member_id having sum(bets) > 0) people`,
  'team profit and loss, a week, first page': `select g.member_id, count(*) over () from (select member_id,
    sum(bets) as bets, sum(bet) as bet, sum(win) as win from team_member_buckets
    where agent_id = ${agent} and ${inWeek('bucket')} group by member_id having sum(bets) > 0) g
    order by g.bet desc, g.member_id limit 20`,
  'team members, first page': `select m.id from (select member_id, reg_date from member_teams
    where agent_id = ${agent} order by reg_date desc, member_id desc limit 20) page
    join members m on m.id = page.member_id left join wallets w on w.member_id = m.id
    order by page.reg_date desc, page.member_id desc`,
  'team overview, agents': `select count(*) from member_teams t join members m on m.id = t.member_id
    where t.agent_id = ${agent} and m.type not in (0, 4, 40)`,
};
