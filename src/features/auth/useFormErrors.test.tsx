import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../stores/language';
import { REVALIDATE_MS, useFormErrors } from './useFormErrors';
import type { Check } from './validation';

describe('form errors', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    vi.useRealTimers();
    await setLanguage('TY');
  });

  it('re-validates the shown errors 200 ms after a language change, and only those', async () => {
    const check = vi.fn<Check>((v) => (v ? undefined : { text: 'empty' }));
    const other = vi.fn<Check>(() => undefined);
    const { result } = renderHook(() =>
      useFormErrors('t', () => [
        ['a', '', check],
        ['b', 'x', other],
      ]),
    );
    act(() => void result.current.submit());
    expect(result.current.errors).toEqual({ a: { text: 'empty' } });
    check.mockClear();
    other.mockClear();
    // valtio tells subscribers in a microtask
    await act(async () => setLanguage('EN'));
    act(() => vi.advanceTimersByTime(REVALIDATE_MS - 1));
    expect(check).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(check).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('takes a shown error away as soon as the value changes and passes, and shows none while typing', () => {
    const check: Check = (v) => (v.length >= 3 ? undefined : { text: 'short' });
    let values = { a: '', b: '' };
    const { result, rerender } = renderHook(() =>
      useFormErrors('t', () => [
        ['a', values.a, check],
        ['b', values.b, check],
      ]),
    );
    act(() => void result.current.submit());
    expect(Object.keys(result.current.errors).sort()).toEqual(['a', 'b']);
    // Still too short: the error stays.
    values = { a: 'ab', b: '' };
    rerender();
    expect(Object.keys(result.current.errors).sort()).toEqual(['a', 'b']);
    // Valid now: it goes at once, before any blur.
    values = { a: 'abc', b: '' };
    rerender();
    expect(Object.keys(result.current.errors)).toEqual(['b']);
    // Typing it short again shows nothing until the field is checked again (blur or submit).
    values = { a: 'a', b: '' };
    rerender();
    expect(Object.keys(result.current.errors)).toEqual(['b']);
    act(() => result.current.touch('a'));
    expect(Object.keys(result.current.errors).sort()).toEqual(['a', 'b']);
    // An error set from outside (the server refused a value the form's own check passes) stands until the value
    // changes.
    values = { a: 'abc', b: 'taken' };
    rerender();
    act(() => result.current.setErrors((e) => ({ ...e, b: { text: 'refused' } })));
    rerender();
    expect(result.current.errors.b).toEqual({ text: 'refused' });
    values = { a: 'abc', b: 'other' };
    rerender();
    expect(result.current.errors).toEqual({});
  });

  it('focuses the first invalid field by its id', () => {
    const input = document.createElement('input');
    input.id = 't-b';
    document.body.append(input);
    const { result } = renderHook(() =>
      useFormErrors('t', () => [
        ['a', 'fine', () => undefined],
        ['b', '', () => ({ text: 'bad' })],
      ]),
    );
    let ok = true;
    act(() => void (ok = result.current.submit()));
    expect(ok).toBe(false);
    expect(document.activeElement).toBe(input);
    input.remove();
  });
});
