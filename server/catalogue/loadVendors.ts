import { asc } from 'drizzle-orm';
import type { Vendor } from '../../src/api/contract/games';
import type { Db } from '../db/client';
import { games, vendors } from '../db/schema/catalogue';
import { cdnUrl, vendorIconPath, vendorTilePath } from './imagePaths';

/** A vendor on the wire plus the game types its games carry, for grouping. */
export interface VendorWithTypes {
  vendor: Vendor;
  gameTypes: string[];
}

/** Every vendor in display order, with its classifications and game types, images under `cdn`. */
export async function loadVendors(db: Db, cdn: string): Promise<VendorWithTypes[]> {
  const rows = await db.select().from(vendors).orderBy(asc(vendors.sort));
  const kinds = await db
    .selectDistinct({ v: games.vassalage, c: games.gameClassify, t: games.gameType })
    .from(games);
  return rows.map((r) => {
    const mine = kinds.filter((k) => k.v === r.vassalage);
    return {
      gameTypes: [...new Set(mine.map((k) => k.t))].sort(),
      vendor: {
        vassalage: r.vassalage,
        vendorName: r.vendorName,
        accountTypeName: r.accountTypeName,
        mobileSmallIcon: cdnUrl(cdn, vendorIconPath(r.vassalage, 'small')),
        mobileLargeIcon: cdnUrl(cdn, vendorIconPath(r.vassalage, 'large')),
        tileUrl: cdnUrl(cdn, vendorTilePath(r.vassalage)),
        categories: r.categories,
        classifications: [...new Set(mine.map((k) => k.c))].sort(),
      },
    };
  });
}
