/**
 * What each kept-answer store may hold in memory, in bytes of bodies and keys (issue 65: caches a guest could grow
 * without bound). Together the stores a guest can fill (public answers, their last-known copies, the fast lane, the
 * kept first screens) hold at most 20 MiB, so an instance stays within the memory docs/deployment.md states whatever a
 * guest sends; the signed-in stores add 24 MiB. A catalogue of a few hundred pages per merchant and language fits
 * (a game-list page is about 20 KB, so 8 MiB holds some 400 of them); past that the least recently used go first, and only the hit rate suffers.
 */
const MiB = 1024 * 1024;

/**
 * What one kept answer costs: its body, room for the two compressed forms made of it on first use, its key (UTF-16)
 * and the entry's own overhead. The public and the private answer caches count with it.
 */
export const keptAnswerBytes = (body: Buffer, key: string): number =>
  body.length * 1.5 + key.length * 2 + 128;

export const CACHE_BYTES = {
  publicAnswers: 8 * MiB,
  publicLastKnown: 4 * MiB,
  fastLane: 4 * MiB,
  firstScreens: 4 * MiB,
  privateAnswers: 16 * MiB,
  privateLane: 8 * MiB,
} as const;
