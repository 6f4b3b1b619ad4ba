/** The number of games the marketing text claims (spec 01 §9, spec 02: "over 600 games"): the download popup and home say it. */
export const GAMES_CLAIMED = 600;
