import { describe, expect, it } from 'vitest';
import { categoryLabel, homeCategories } from './categories';

describe('home categories', () => {
  it('keep the server order and force HOT first', () => {
    const tabs = homeCategories([
      { gameCategory: 'LIVE', vendorNames: ['EVO'] },
      { gameCategory: 'HOT', vendorNames: [] },
      { gameCategory: 'RNG', vendorNames: ['PG'] },
    ]);
    expect(tabs.map((t) => t.category)).toEqual(['HOT', 'LIVE', 'RNG']);
  });
  it('add HOT when the list lacks it and drop categories without vendors', () => {
    const tabs = homeCategories([
      { gameCategory: 'PVP', vendorNames: [] },
      { gameCategory: 'FISH', vendorNames: ['JDB'] },
    ]);
    expect(tabs.map((t) => t.category)).toEqual(['HOT', 'FISH']);
  });
  it('split e-sports and cockfight vendors out of SPORTS into their own tabs', () => {
    const tabs = homeCategories(
      [
        { gameCategory: 'SPORTS', vendorNames: ['SABA', 'IA', 'S128'] },
        { gameCategory: 'LIVE', vendorNames: ['EVO'] },
      ],
      [
        { vassalage: 'SABA', categories: ['SPORTS'] },
        { vassalage: 'IA', categories: ['SPORTS', 'ESPORTS'] },
        { vassalage: 'S128', categories: ['SPORTS', 'COCKFIGHT'] },
      ],
    );
    expect(tabs).toEqual([
      { category: 'HOT', vendors: [] },
      { category: 'SPORTS', vendors: ['SABA'] },
      { category: 'ESPORTS', vendors: ['IA'] },
      { category: 'COCKFIGHT', vendors: ['S128'] },
      { category: 'LIVE', vendors: ['EVO'] },
    ]);
  });
  it('label categories through the text keys of the server mapping', () => {
    expect(categoryLabel('COCKFIGHT', { COCKFIGHT: 'Sabong' }).message).toBe('Sabong');
    expect(categoryLabel('LIVE').message).toBe('Live casino');
    expect(categoryLabel('ODD').message).toBe('ODD');
  });
});
