// Image paths relative to an image CDN root. The server's own /cdn route renders each one on demand
// (server/routes/cdn.ts), so the text to draw travels in the path and no lookup is needed.

/**
 * `Golden Dragon 2!` -> `GOLDEN-DRAGON-2`; at most 40 characters of A-Z, 0-9 and dashes. A percent sign travels as
 * `PCT` after its number (`100% Welcome Bonus` -> `100-PCT-WELCOME-BONUS`), and is drawn as `%` again (`slugWords`).
 */
export function slug(text: string): string {
  return (
    text
      .replace(/(\d)\s*%/g, '$1 PCT ')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'X'
  );
}

/** The words a slug draws: dashes as spaces, `100 PCT` as `100%`. */
export function slugWords(slugText: string): string {
  return slugText.replace(/-/g, ' ').replace(/(\d) PCT\b/g, '$1%');
}

export const gameArtPath = (nodeId: number, name: string) => `img/game/${nodeId}/${slug(name)}.png`;
export const vendorIconPath = (vassalage: string, size: 'small' | 'large') =>
  `img/vendor/${vassalage}/${size}.png`;
/** Spec 02's vendor tile pattern. */
export const vendorTilePath = (vassalage: string) => `TCG_PROD_IMAGES/RNG_LIST_VENDOR/${vassalage}-WHITE.png`;
export const bannerPath = (n: number, title: string) => `img/banner/${n}/${slug(title)}.png`;
export const promoPath = (id: number, title: string) => `img/promo/${id}/${slug(title)}.png`;
export const teamPath = (team: string) => `img/team/${slug(team)}.png`;

/** Joins a CDN root (`/cdn` or `https://img.example`) and a relative path. */
export const cdnUrl = (cdn: string, path: string) => `${cdn.replace(/\/+$/, '')}/${path}`;
