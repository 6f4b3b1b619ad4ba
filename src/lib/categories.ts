import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CATEGORY_TEXT_KEYS } from '../api/contract/games';

/**
 * The popular-games category menu (spec 02 §2, §4): the server's sorting order with HOT forced first, and SPORTS
 * split so e-sports and cockfight vendors get their own ESPORTS and COCKFIGHT tabs. Pure, so it is unit-tested.
 */

export interface SortingEntry {
  gameCategory: string;
  vendorNames: readonly string[];
}

export interface HomeCategory {
  category: string;
  vendors: string[];
}

/** What the split needs to know about each vendor: its code and the home categories it belongs to. */
export interface VendorCategories {
  vassalage: string;
  categories: readonly string[];
}

const SPLIT_FROM_SPORTS = ['ESPORTS', 'COCKFIGHT'] as const;

/** The category tabs in the server's order, HOT first, SPORTS split; categories without vendors are left out. */
export function homeCategories(
  sorting: readonly SortingEntry[],
  vendors: readonly VendorCategories[] = [],
): HomeCategory[] {
  const byCode = new Map(vendors.map((v) => [v.vassalage, v.categories]));
  const out: HomeCategory[] = [];
  const find = (c: string) => out.find((x) => x.category === c);
  for (const entry of sorting) {
    const existing = find(entry.gameCategory);
    if (existing) existing.vendors.push(...entry.vendorNames.filter((v) => !existing.vendors.includes(v)));
    else out.push({ category: entry.gameCategory, vendors: [...entry.vendorNames] });
  }
  const sports = find('SPORTS');
  if (sports) {
    let at = out.indexOf(sports) + 1;
    for (const split of SPLIT_FROM_SPORTS) {
      const moving = sports.vendors.filter((v) => byCode.get(v)?.includes(split));
      if (moving.length === 0) continue;
      sports.vendors = sports.vendors.filter((v) => !moving.includes(v));
      const target = find(split);
      if (target) target.vendors.push(...moving.filter((v) => !target.vendors.includes(v)));
      else out.splice(at++, 0, { category: split, vendors: moving });
    }
  }
  const hot = find('HOT') ?? { category: 'HOT', vendors: [] };
  return [hot, ...out.filter((c) => c !== hot && c.vendors.length > 0)];
}

/** The label of each text key of spec 02 §2 (hot, SPORTS, Esport, Fishing, hd_live, PVP, LOTT, RNG, in_house, Sabong). */
const LABELS: Record<string, MessageDescriptor> = {
  hot: msg`Hot`,
  SPORTS: msg`Sports`,
  Esport: msg`E-sports`,
  Fishing: msg`Fishing`,
  hd_live: msg`Live casino`,
  PVP: msg`Cards`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  RNG: msg`Slots`,
  in_house: msg`In-house`,
  Sabong: msg`Sabong`,
};

/** The label of a category through the server's mapping (category -> text key); unknown keys show the code. */
export function categoryLabel(
  category: string,
  mapping: Readonly<Record<string, string>> = {},
): MessageDescriptor {
  const key = mapping[category] ?? CATEGORY_TEXT_KEYS[category] ?? category;
  return LABELS[key] ?? { id: category, message: category };
}
