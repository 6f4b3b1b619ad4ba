import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { turnFree, useClaimTurn, useDialogTurn } from './dialogTurns';

describe('dialog turns', () => {
  it('let the latest news go first, then the popups, then the contract prompt', () => {
    expect(turnFree({ news: true, popup: true, contract: true }, 'news')).toBe(true);
    expect(turnFree({ news: true, popup: true, contract: true }, 'popup')).toBe(false);
    expect(turnFree({ popup: true, contract: true }, 'popup')).toBe(true);
    expect(turnFree({ popup: true, contract: true }, 'contract')).toBe(false);
    expect(turnFree({ contract: true }, 'contract')).toBe(true);
  });

  it("hold every unasked dialog while the player's header menu is open", () => {
    for (const name of ['news', 'popup', 'contract'] as const) {
      expect(turnFree({ menu: true, [name]: true }, name)).toBe(false);
      expect(turnFree({ [name]: true }, name)).toBe(true);
    }
    expect(turnFree({ menu: true, news: true }, 'menu')).toBe(true);
  });

  it('hold them while the login dialog or the download popup the player opened is open', () => {
    for (const asked of ['login', 'download'] as const) {
      expect(turnFree({ [asked]: true, popup: true }, 'popup')).toBe(false);
      expect(turnFree({ [asked]: true, news: true }, 'news')).toBe(false);
      expect(turnFree({ [asked]: true, menu: true }, 'menu')).toBe(true);
    }
  });
});

describe('a claim without a read', () => {
  it("holds the others' turn, and does not render its component again when another dialog claims or lets go", async () => {
    let claimerRenders = 0;
    function Claimer() {
      claimerRenders++;
      useClaimTurn('menu', true);
      return null;
    }
    function News({ claim }: { claim: boolean }) {
      return <p>{useDialogTurn('news', claim) ? 'news shows' : 'news waits'}</p>;
    }
    const view = render(
      <>
        <Claimer />
        <News claim={false} />
      </>,
    );
    const before = claimerRenders;
    view.rerender(
      <>
        <Claimer />
        <News claim />
      </>,
    );
    // valtio tells its readers of a change after a microtask.
    await act(async () => {
      await new Promise((done) => setTimeout(done, 0));
    });
    expect(screen.getByText('news waits')).toBeTruthy();
    // The rerender above renders the claimer once itself; the news dialog's claim does not render it again.
    expect(claimerRenders).toBe(before + 1);
    view.unmount();
  });
});
