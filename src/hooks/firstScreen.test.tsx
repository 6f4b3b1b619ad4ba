import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID } from '../api/contract/boot';

// firstScreen.ts reads once, at import, whether the page arrived with a drawing: each test imports it afresh.
async function load(withDrawing: boolean) {
  vi.resetModules();
  document.body.innerHTML = withDrawing ? `<div id="${FIRST_SCREEN_ID}">drawn</div>` : '';
  return import('./firstScreen');
}
const drawing = () => document.getElementById(FIRST_SCREEN_ID);

/** Moves the fake clock a millisecond at a time, inside act, until `done` (twenty at most). */
async function tickUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 20 && !done(); i++)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
}

describe('InTurn', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('renders its children at once without a drawing', async () => {
    const { InTurn } = await load(false);
    const { container } = render(<InTurn>games</InTurn>);
    expect(container.textContent).toBe('games');
  });

  it('under a drawing, renders them a task later and holds the drawing until then', async () => {
    vi.useFakeTimers();
    const { InTurn, useFirstScreenShown } = await load(true);
    function Screen() {
      useFirstScreenShown(true);
      return (
        <>
          top
          <InTurn>games</InTurn>
          <InTurn holds={false}>dialog</InTurn>
        </>
      );
    }
    const { container } = render(<Screen />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    expect(container.textContent).toBe('top');
    // The screen itself is shown, but its games are not in yet: the drawing stays.
    expect(drawing()).not.toBeNull();
    for (let i = 0; i < 10 && container.textContent !== 'topgamesdialog'; i++)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
    expect(container.textContent).toBe('topgamesdialog');
    expect(drawing()).toBeNull();
  });
});

describe('InTurn parts asking at once', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('render together in the next turn, and a part their render brings in the turn after', async () => {
    vi.useFakeTimers();
    const { InTurn } = await load(true);
    const { container } = render(
      <>
        <InTurn>a</InTurn>
        <InTurn>
          b<InTurn>c</InTurn>
        </InTurn>
        <InTurn>d</InTurn>
      </>,
      { container: document.body.appendChild(document.createElement('div')) },
    );
    const seen = [container.textContent];
    for (let i = 0; i < 20 && container.textContent !== 'abcd'; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      if (seen.at(-1) !== container.textContent) seen.push(container.textContent);
    }
    expect(seen).toEqual(['', 'abd', 'abcd']);
  });

  it('keep the drawing while a part their turn brings waits, whichever of them comes first', async () => {
    vi.useFakeTimers();
    const { InTurn } = await load(true);
    const { container } = render(
      <>
        <InTurn>a</InTurn>
        <InTurn>
          b<InTurn>c</InTurn>
        </InTurn>
      </>,
      { container: document.body.appendChild(document.createElement('div')) },
    );
    await tickUntil(() => container.textContent === 'ab');
    // a and b showed in one commit, a's effects before c mounted: c is not in, so the drawing stays.
    expect(container.textContent).toBe('ab');
    expect(drawing()).not.toBeNull();
    await tickUntil(() => container.textContent === 'abc');
    expect(container.textContent).toBe('abc');
    expect(drawing()).toBeNull();
  });

  it('a part gone before its turn ends holds up no other', async () => {
    vi.useFakeTimers();
    const { InTurn } = await load(true);
    function Parts({ withB }: { withB: boolean }) {
      return (
        <>
          <InTurn>a</InTurn>
          {withB && <InTurn>b</InTurn>}
          <InTurn>
            c<InTurn>d</InTurn>
          </InTurn>
        </>
      );
    }
    const container = document.body.appendChild(document.createElement('div'));
    const { rerender } = render(<Parts withB />, { container });
    // b leaves while its turn waits to start: the turn ends with the others, and d's comes after it.
    rerender(<Parts withB={false} />);
    await tickUntil(() => container.textContent === 'acd');
    expect(container.textContent).toBe('acd');
  });
});

describe('useListInTurn', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const items = Array.from({ length: 14 }, (_, i) => i);
  /** A list of the items through the freshly loaded module's hook. */
  const listOf = (useListInTurn: Awaited<ReturnType<typeof load>>['useListInTurn']) =>
    function List() {
      return (
        <ul>
          {useListInTurn(items, (i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      );
    };

  it('is the plain list without a drawing', async () => {
    const List = listOf((await load(false)).useListInTurn);
    const { container } = render(<List />);
    expect(container.querySelectorAll('li')).toHaveLength(14);
  });

  it('under a drawing, renders the whole list in the turn after the render that brought it', async () => {
    vi.useFakeTimers();
    const { useListInTurn } = await load(true);
    const List = listOf(useListInTurn);
    const { container } = render(<List />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    const shown = () => container.querySelectorAll('li').length;
    expect(shown()).toBe(0);
    const seen = new Set<number>();
    for (let i = 0; i < 20 && shown() < 14; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      seen.add(shown());
    }
    // Nothing between none and all of them.
    expect([...seen].filter((n) => n > 0)).toEqual([14]);
    expect([...container.querySelectorAll('li')].map((li) => Number(li.textContent))).toEqual(items);
  });
});
