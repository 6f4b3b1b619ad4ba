import {
  FISH_FIRST,
  FISH_SECOND,
  INHOUSE_FIRST,
  INHOUSE_GAMES,
  LIVE_TABLES,
  PVP_GAMES,
  PVP_ROOMS,
  SLOT_FIRST,
  SLOT_SECOND,
  SLOT_SUFFIX,
  type SeedVendor,
} from './catalogueData';
import type { Prng } from './prng';

function candidate(v: SeedVendor, prng: Prng, i: number): string {
  switch (v.names) {
    case 'slot': {
      const first = prng.pick(SLOT_FIRST);
      let second = prng.pick(SLOT_SECOND);
      while (second === first) second = prng.pick(SLOT_SECOND);
      return prng.chance(0.3) ? `${first} ${second} ${prng.pick(SLOT_SUFFIX)}` : `${first} ${second}`;
    }
    case 'fish':
      return `${prng.pick(FISH_FIRST)} ${prng.pick(FISH_SECOND)}`;
    case 'live':
      return `${prng.pick(LIVE_TABLES)} ${prng.int(1, 12)}`;
    case 'pvp':
      return `${PVP_GAMES[i % PVP_GAMES.length]} ${prng.pick(PVP_ROOMS)}`;
    case 'inhouse':
      return `${prng.pick(INHOUSE_FIRST)} ${prng.pick(INHOUSE_GAMES)}`;
    case 'fixed':
      return v.fixed?.[i] ?? `${v.vendorName} ${i + 1}`;
  }
}

/** `v.count` distinct, plausible game names for a vendor, the same for the same PRNG state. */
export function makeGameNames(v: SeedVendor, prng: Prng): string[] {
  const names = new Set<string>();
  for (let tries = 0; names.size < v.count; tries++) {
    const name = candidate(v, prng, names.size);
    if (names.has(name) && tries < 10000) continue;
    names.add(names.has(name) ? `${name} ${names.size + 1}` : name);
  }
  return [...names];
}
