import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS, PRESS_IN_MS, PRESS_OUT_MS, usePress } from './usePress';

function Probe({ onLong, onTap = () => undefined }: { onLong: () => void; onTap?: () => void }) {
  const press = usePress(onLong);
  return (
    <button type="button" {...press.handlers} onClick={onTap} data-pressed={press['data-pressed']}>
      x
    </button>
  );
}

describe('usePress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the pressed state only after the press-in delay and clears it after the press-out delay', () => {
    const onLong = vi.fn();
    const { getByRole } = render(<Probe onLong={onLong} />);
    const button = getByRole('button');
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(PRESS_IN_MS - 1));
    expect(button.dataset.pressed).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(button.dataset.pressed).toBe('true');
    fireEvent.pointerUp(button);
    act(() => vi.advanceTimersByTime(PRESS_OUT_MS));
    expect(button.dataset.pressed).toBe('false');
    expect(onLong).not.toHaveBeenCalled();
  });

  it('fires the long press after 370 ms of holding', () => {
    const onLong = vi.fn();
    const { getByRole } = render(<Probe onLong={onLong} />);
    fireEvent.pointerDown(getByRole('button'));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(onLong).toHaveBeenCalledTimes(1);
  });

  it('swallows the click that ends a long press, and lets the next tap through', () => {
    const onLong = vi.fn();
    const onTap = vi.fn();
    const { getByRole } = render(<Probe onLong={onLong} onTap={onTap} />);
    const button = getByRole('button');
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onLong).toHaveBeenCalledTimes(1);
    expect(onTap).not.toHaveBeenCalled();
    fireEvent.pointerDown(button);
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onTap).toHaveBeenCalledTimes(1);
  });
});
