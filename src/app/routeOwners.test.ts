import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { ownerOf } from './routeOwners';

describe('the chrome tables', () => {
  it('name the owner of each route as DECISIONS.md does', () => {
    expect(ownerOf(paths.login)).toBe('accounts');
    expect(ownerOf(paths.launchGame)).toBe('homeAndGames');
    expect(ownerOf(paths.withdraw)).toBe('memberAndWallet');
    expect(ownerOf(paths.hourContract)).toBe('promotionsHelpAgents');
    expect(ownerOf(paths.maintenance)).toBe('foundation');
  });
});
