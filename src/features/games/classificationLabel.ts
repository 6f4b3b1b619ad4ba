import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Labels of the vendors' game classifications (the filter chips, the list tabs, the lobby cards). */
const LABELS: Record<string, MessageDescriptor> = {
  SLOTS: msg`Slots`,
  MEGAWAYS: msg({
    message: 'Megaways',
    comment: 'Game classification: reels whose ways to win change each spin',
  }),
  ARCADE: msg({ message: 'Arcade', comment: 'Game classification' }),
  TABLE: msg({ message: 'Table games', comment: 'Game classification' }),
  BINGO: msg({ message: 'Bingo', comment: 'Game classification' }),
  CRASH: msg({ message: 'Crash', comment: 'Game classification: a multiplier rises until it crashes' }),
  FISHING: msg`Fishing`,
  BACCARAT: msg({ message: 'Baccarat', comment: 'Game classification' }),
  ROULETTE: msg({ message: 'Roulette', comment: 'Game classification' }),
  DICE: msg({ message: 'Dice', comment: 'Game classification' }),
  CARDS: msg`Cards`,
  MAHJONG: msg({ message: 'Mahjong', comment: 'Game classification' }),
  LOBBY: msg({ message: 'Lobby', comment: 'Game classification: a vendor lobby of many games' }),
  LOTTO: msg({ message: 'Lotto', comment: 'Game classification' }),
};

/** A code the catalogue does not know reads as words, not a shouted code: `VIDEO_POKER` -> `Video poker`. */
function readable(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a classification code; unknown codes fall back to the code as words. */
export function classificationLabel(code: string): MessageDescriptor {
  return LABELS[code] ?? { id: `classification:${code}`, message: readable(code) };
}
