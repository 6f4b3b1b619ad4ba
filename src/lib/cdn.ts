/**
 * Image CDNs (spec 02 §9): a single configured CDN is used as it is; with several, one is picked at random.
 */

/** One CDN of the list; `random` is the test seam (a number in [0, 1)). */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string {
  if (cdns.length <= 1) return cdns[0] ?? '';
  const i = Math.min(cdns.length - 1, Math.floor(random() * cdns.length));
  return cdns[i] ?? cdns[0] ?? '';
}

/** A vendor tile: `{CDN}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/{vassalage}-WHITE.png` (spec 02 §2). */
export function vendorTileUrl(cdn: string, vassalage: string): string {
  return `${cdn.replace(/\/+$/, '')}/TCG_PROD_IMAGES/RNG_LIST_VENDOR/${encodeURIComponent(vassalage)}-WHITE.png`;
}
