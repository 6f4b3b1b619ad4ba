import { afterEach, describe, expect, it } from 'vitest';
import { hasDirtyInput, watchFieldFocus } from './dirtyForms';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hasDirtyInput', () => {
  it('answers false for a page whose fields hold their defaults', () => {
    document.body.innerHTML =
      '<form><input name="a" value="x"><input type="checkbox"><textarea>t</textarea>' +
      '<select><option>1</option><option selected>2</option></select></form>';
    expect(hasDirtyInput()).toBe(false);
  });

  it('answers true once a text field was typed into', () => {
    document.body.innerHTML = '<form><input name="user"></form>';
    document.querySelector('input')!.value = 'half a name';
    expect(hasDirtyInput()).toBe(true);
  });

  it('answers true for a flipped checkbox, a changed select and an edited textarea', () => {
    document.body.innerHTML = '<input type="checkbox">';
    document.querySelector('input')!.checked = true;
    expect(hasDirtyInput()).toBe(true);

    document.body.innerHTML = '<select><option>1</option><option>2</option></select>';
    document.querySelector('select')!.selectedIndex = 1;
    expect(hasDirtyInput()).toBe(true);

    document.body.innerHTML = '<textarea></textarea>';
    document.querySelector('textarea')!.value = 'note';
    expect(hasDirtyInput()).toBe(true);
  });

  it('ignores hidden fields, which the user cannot type into', () => {
    document.body.innerHTML = '<input type="hidden" value="a">';
    document.querySelector('input')!.value = 'b';
    expect(hasDirtyInput()).toBe(false);
  });
});

describe('hasDirtyInput with controlled fields', () => {
  it('sees typed input even when the default follows the value, as React does', () => {
    const stop = watchFieldFocus(document);
    document.body.innerHTML = '<form><input name="user"></form>';
    const input = document.querySelector('input')!;
    input.focus();
    input.value = 'typed';
    input.defaultValue = 'typed';
    expect(hasDirtyInput()).toBe(true);
    stop();
  });

  it('answers false when a focused field still holds what it had', () => {
    const stop = watchFieldFocus(document);
    document.body.innerHTML = '<form><input name="user" value="kept"></form>';
    document.querySelector('input')!.focus();
    expect(hasDirtyInput()).toBe(false);
    stop();
  });
});
