// The head icons (avatars) a merchant's players choose from (spec 01 §6: the register page's head icon, GET and POST
// form-encoded; the choosing screen is not shown, so docs/accounts.md "Head icons" records what was built). The
// merchant's logo is every player's icon until they choose one of the avatars the server's CDN draws.

/** How many avatars there are to choose from (`/cdn/img/avatar/1.png` to `8.png`, server/routes/cdn.ts). */
export const AVATAR_COUNT = 8;

/** The icon of a player who has chosen none: the merchant's logo. */
export function defaultHeadIcon(merchantCode: string): string {
  return `/cdn/img/logo/${merchantCode}.png`;
}

/** Every icon a player of the merchant may choose, the default first. */
export function headIconChoices(merchantCode: string): string[] {
  return [
    defaultHeadIcon(merchantCode),
    ...Array.from({ length: AVATAR_COUNT }, (_, i) => `/cdn/img/avatar/${i + 1}.png`),
  ];
}

/** The icon a member shows: the one they chose, while it is still among the choices; else the default. */
export function headIconOf(merchantCode: string, chosen: string | null): string {
  return chosen !== null && headIconChoices(merchantCode).includes(chosen)
    ? chosen
    : defaultHeadIcon(merchantCode);
}
