import { beforeEach, describe, expect, it, vi } from 'vitest';

const member = { token: 'tok-1', merchantCode: 'demo', userName: 'ana', type: 0 };

async function fresh() {
  vi.resetModules();
  const session = await import('./session');
  const wallet = await import('./wallet');
  return { session, wallet };
}

beforeEach(() => sessionStorage.clear());

describe('the wallet store', () => {
  it('hides the balance until a refresh finishes, then shows the new value', async () => {
    const { wallet } = await fresh();
    let finish: (n: number) => void = () => {};
    const pending = wallet.refreshWallet(() => new Promise<number>((r) => (finish = r)));
    expect(wallet.state.refreshing).toBe(true);
    expect(wallet.balanceVisible()).toBe(false);
    finish(1234.5);
    expect(await pending).toBe(true);
    expect(wallet.state.sumBalance).toBe(1234.5);
    expect(wallet.state.updatedAt).toBeGreaterThan(0);
    expect(wallet.balanceVisible()).toBe(true);
  });

  it('keeps the last value when a refresh fails', async () => {
    const { wallet } = await fresh();
    await wallet.refreshWallet(async () => 10);
    expect(await wallet.refreshWallet(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(wallet.state.sumBalance).toBe(10);
    expect(wallet.state.refreshing).toBe(false);
  });

  it('toggles hide and show', async () => {
    const { wallet } = await fresh();
    await wallet.refreshWallet(async () => 1);
    wallet.toggleHidden();
    expect(wallet.balanceVisible()).toBe(false);
    wallet.toggleHidden();
    expect(wallet.balanceVisible()).toBe(true);
  });

  it('decides visibility from the snapshot a component passes, so reading it subscribes the component', async () => {
    const { wallet } = await fresh();
    const { snapshot } = await import('valtio');
    await wallet.refreshWallet(async () => 1);
    expect(wallet.balanceVisible(snapshot(wallet.state))).toBe(true);
    wallet.toggleHidden();
    expect(wallet.balanceVisible(snapshot(wallet.state))).toBe(false);
    expect(wallet.balanceVisible({ hidden: false, refreshing: true, sumBalance: 1 })).toBe(false);
  });

  it('keeps the last balance and its time in the session store across a reload', async () => {
    const first = await fresh();
    first.session.setSession(member);
    await first.wallet.refreshWallet(async () => 99.5);
    const again = await fresh();
    expect(again.wallet.state.sumBalance).toBe(99.5);
    expect(again.wallet.state.updatedAt).toBe(first.wallet.state.updatedAt);
  });

  it('forgets the balance when the session ends', async () => {
    const { session, wallet } = await fresh();
    session.setSession(member);
    await wallet.refreshWallet(async () => 5);
    session.clearSession();
    await vi.waitFor(() => expect(wallet.state.sumBalance).toBeUndefined());
    expect(sessionStorage.getItem('MC_WALLET_LAST')).toBeNull();
  });
});
