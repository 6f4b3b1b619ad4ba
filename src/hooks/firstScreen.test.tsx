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

  it('render one per turn, never together', async () => {
    vi.useFakeTimers();
    const { InTurn } = await load(true);
    const { container } = render(
      <>
        <InTurn>a</InTurn>
        <InTurn>b</InTurn>
        <InTurn>c</InTurn>
      </>,
      { container: document.body.appendChild(document.createElement('div')) },
    );
    const seen = [container.textContent];
    for (let i = 0; i < 20 && container.textContent !== 'abc'; i++) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      if (seen.at(-1) !== container.textContent) seen.push(container.textContent);
    }
    expect(seen).toEqual(['', 'a', 'ab', 'abc']);
  });
});

describe('useInTurns', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  const items = Array.from({ length: 14 }, (_, i) => i);
  /** A list of the items through the freshly loaded module's hook. */
  const listOf = (useInTurns: Awaited<ReturnType<typeof load>>['useInTurns']) =>
    function List() {
      return (
        <ul>
          {useInTurns(items, (i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      );
    };

  it('is the plain list without a drawing', async () => {
    const List = listOf((await load(false)).useInTurns);
    const { container } = render(<List />);
    expect(container.querySelectorAll('li')).toHaveLength(14);
  });

  it('under a drawing, renders each group in a turn of its own, the first too', async () => {
    vi.useFakeTimers();
    const { useInTurns, ITEMS_PER_TURN } = await load(true);
    const List = listOf(useInTurns);
    const { container } = render(<List />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    const shown = () => container.querySelectorAll('li').length;
    expect(shown()).toBe(0);
    const seen: number[] = [];
    for (let i = 0; i < 20 && shown() < 14; i++)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
        seen.push(shown());
      });
    // One group at a time: never more than a group joined between two looks.
    expect(seen[0]).toBeLessThanOrEqual(ITEMS_PER_TURN);
    for (let i = 1; i < seen.length; i++) expect(seen[i]! - seen[i - 1]!).toBeLessThanOrEqual(ITEMS_PER_TURN);
    expect([...container.querySelectorAll('li')].map((li) => Number(li.textContent))).toEqual(items);
  });
});
