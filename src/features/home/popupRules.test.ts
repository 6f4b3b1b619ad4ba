import { beforeEach, describe, expect, it } from 'vitest';
import {
  clampIndex,
  followedRecord,
  popupKey,
  popupRecord,
  popupsFor,
  readNoticePop,
  readPopupRecord,
  setNoticePop,
  shouldShowNoticePop,
  shouldShowPopup,
  writePopupRecord,
  type PopupItem,
} from './popupRules';

const a: PopupItem = { title: 'A', content: '<p>a</p>', execution: 'A' };
const b: PopupItem = { title: 'B', content: '<p>b</p>', execution: 'B' };
const f: PopupItem = { title: 'F', content: '<p>f</p>', execution: 'F' };

describe('popup show rules', () => {
  beforeEach(() => sessionStorage.clear());

  it('show a guest execution B and a member A, plus F on the first login', () => {
    expect(popupsFor([a, b, f], { loggedIn: false })).toEqual([b]);
    expect(popupsFor([a, b, f], { loggedIn: true })).toEqual([a]);
    expect(popupsFor([a, b, f], { loggedIn: true, firstTimeLogin: true })).toEqual([a, f]);
  });
  it('keep members in SHELL_PU_A and guests in SHELL_PU_B', () => {
    expect(popupKey({ loggedIn: true })).toBe('SHELL_PU_A');
    expect(popupKey({ loggedIn: false })).toBe('SHELL_PU_B');
  });
  it('show once per list: closed stays closed, a changed list shows again', () => {
    expect(shouldShowPopup(undefined, [a])).toBe(true);
    const closed = popupRecord(false, [a]);
    expect(shouldShowPopup(closed, [a])).toBe(false);
    expect(shouldShowPopup(closed, [a, f])).toBe(true);
    expect(shouldShowPopup(closed, [{ ...a, content: '<p>new</p>' }])).toBe(true);
    expect(shouldShowPopup(popupRecord(true, [a]), [a])).toBe(true);
  });
  it('keep a closed popup closed when the same popups are read in another language', () => {
    const en = { ...a, id: 12, title: 'Welcome back!' };
    const ty = { ...a, id: 12, title: 'Maligayang pagbabalik!', content: '<p>Handa na</p>' };
    const closed = popupRecord(false, [en], 'EN');
    expect(shouldShowPopup(closed, [ty], 'TY')).toBe(false);
    // A new popup, or new words in the same language, is a new list.
    expect(shouldShowPopup(closed, [ty, { ...f, id: 13 }], 'TY')).toBe(true);
    expect(shouldShowPopup(closed, [{ ...en, content: '<p>changed</p>' }], 'EN')).toBe(true);
    // The record follows the language once its words are there, not before (the old words under the new language).
    expect(followedRecord(closed, [en], 'TY')).toBeUndefined();
    const followed = followedRecord(closed, [ty], 'TY')!;
    expect(followed).toMatchObject({
      show: false,
      language: 'TY',
      list: [{ title: 'Maligayang pagbabalik!' }],
    });
    expect(shouldShowPopup(followed, [en], 'EN')).toBe(false);
    // Kept in sessionStorage with its ids and language.
    writePopupRecord('SHELL_PU_B', followed);
    expect(readPopupRecord('SHELL_PU_B')).toEqual(followed);
  });
  it('never show an empty list', () => {
    expect(shouldShowPopup(undefined, [])).toBe(false);
  });
  it('store the record in sessionStorage and read a corrupt one as absent', () => {
    writePopupRecord('SHELL_PU_B', popupRecord(false, [b]));
    expect(readPopupRecord('SHELL_PU_B')).toEqual({
      show: false,
      list: [{ title: 'B', content: '<p>b</p>' }],
    });
    sessionStorage.setItem('SHELL_PU_A', '{oops');
    expect(readPopupRecord('SHELL_PU_A')).toBeUndefined();
  });
  it('keep prev/next within bounds', () => {
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(5, 3)).toBe(2);
    expect(clampIndex(1, 3)).toBe(1);
  });
});

describe('NOTICE_POP', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the latest news only when notices exist and the flag is unset', () => {
    expect(shouldShowNoticePop(2, null)).toBe(true);
    expect(shouldShowNoticePop(0, null)).toBe(false);
    expect(shouldShowNoticePop(2, '1')).toBe(false);
  });
  it('is set to 1 on close', () => {
    expect(readNoticePop()).toBeNull();
    setNoticePop();
    expect(readNoticePop()).toBe('1');
  });
});
