/**
 * Announcement popups and the latest-news modal (spec 02 §2, §4). Pure rules plus their sessionStorage records:
 * - a member sees executions A, plus F on the first login; a guest sees B;
 * - `SHELL_PU_A` (members) and `SHELL_PU_B` (guests) hold `{ show, list }`, where list is the title/content pairs
 *   already seen; a list that differs from the stored one shows the popup again, and closing stores show=false;
 * - `NOTICE_POP=1` once the latest-news modal was closed; it shows only when notices exist and the flag is unset.
 */

export const POPUP_KEY_MEMBER = 'SHELL_PU_A';
export const POPUP_KEY_GUEST = 'SHELL_PU_B';
export const NOTICE_POP_KEY = 'NOTICE_POP';
/** The popup list refreshes this long after mount and after each list change (spec 02 §9). */
export const POPUP_REFRESH_MS = 500;

export interface PopupItem {
  /** The announcement's id: the same popup read in another language is the same popup. */
  id?: number;
  title: string;
  content: string;
  execution: 'A' | 'B' | 'F';
}

export interface PopupRecord {
  show: boolean;
  list: { title: string; content: string }[];
  /** Beside the spec's pairs: the popups' ids and the language they were read in (a language change is no new list). */
  ids?: number[];
  language?: string;
}

/** Who is looking: a guest, or a member (on the first login or not). */
export interface Viewer {
  loggedIn: boolean;
  firstTimeLogin?: boolean | undefined;
}

/** The popups a viewer sees, in the server's order. */
export function popupsFor<T extends PopupItem>(popups: readonly T[], viewer: Viewer): T[] {
  return popups.filter((p) =>
    viewer.loggedIn
      ? p.execution === 'A' || (p.execution === 'F' && viewer.firstTimeLogin === true)
      : p.execution === 'B',
  );
}

/** The session key of the viewer's popup record. */
export function popupKey(viewer: Viewer): string {
  return viewer.loggedIn ? POPUP_KEY_MEMBER : POPUP_KEY_GUEST;
}

function pairs(list: readonly { title: string; content: string }[]): PopupRecord['list'] {
  return list.map(({ title, content }) => ({ title, content }));
}

function sameList(a: PopupRecord['list'], b: PopupRecord['list']): boolean {
  return a.length === b.length && a.every((x, i) => x.title === b[i]?.title && x.content === b[i]?.content);
}

const idsOf = (list: readonly PopupItem[]) => list.map((p) => p.id ?? -1);

/**
 * Whether the popup shows: there is something to show, and it was not closed for this very list. The same popups
 * (the same ids) read in another language are the list the player closed: the words changed, not the list.
 */
export function shouldShowPopup(
  record: PopupRecord | undefined,
  current: readonly PopupItem[],
  language?: string,
): boolean {
  if (current.length === 0) return false;
  if (!record) return true;
  if (record.show || sameList(record.list, pairs(current))) return record.show;
  const translated =
    language !== undefined &&
    record.language !== undefined &&
    record.language !== language &&
    JSON.stringify(record.ids) === JSON.stringify(idsOf(current));
  return !translated;
}

/**
 * A closed record read in another language follows it (so switching back keeps the popup closed too): the new record,
 * or undefined when there is nothing to follow (the same words, or the language's words not arrived yet).
 */
export function followedRecord(
  record: PopupRecord | undefined,
  current: readonly PopupItem[],
  language: string,
): PopupRecord | undefined {
  if (!record || record.show || record.language === language || sameList(record.list, pairs(current)))
    return undefined;
  return shouldShowPopup(record, current, language) ? undefined : popupRecord(false, current, language);
}

/** The record after the popup opened (show=true) or closed (show=false) on `current`, read in `language`. */
export function popupRecord(show: boolean, current: readonly PopupItem[], language?: string): PopupRecord {
  return {
    show,
    list: pairs(current),
    ...(language !== undefined ? { ids: idsOf(current), language } : {}),
  };
}

/** Prev/next stays within bounds. */
export function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(index, length - 1));
}

/** Whether the latest-news modal shows. */
export function shouldShowNoticePop(noticeCount: number, flag: string | null): boolean {
  return noticeCount > 0 && !flag;
}

function store(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reads a popup record; a corrupt one reads as absent. */
export function readPopupRecord(key: string): PopupRecord | undefined {
  try {
    const parsed = JSON.parse(store()?.getItem(key) ?? 'null') as Partial<PopupRecord> | null;
    if (parsed && typeof parsed.show === 'boolean' && Array.isArray(parsed.list)) {
      const ids =
        Array.isArray(parsed.ids) && parsed.ids.every((n) => typeof n === 'number') ? parsed.ids : [];
      return {
        show: parsed.show,
        list: pairs(parsed.list),
        ...(typeof parsed.language === 'string' ? { ids, language: parsed.language } : {}),
      };
    }
  } catch {
    // corrupt: treated as never seen
  }
  return undefined;
}

/** Writes a popup record; a full or blocked storage only loses the memory of what was seen. */
export function writePopupRecord(key: string, record: PopupRecord): void {
  try {
    store()?.setItem(key, JSON.stringify(record));
  } catch {
    // storage refused
  }
}

/** The NOTICE_POP flag. */
export function readNoticePop(): string | null {
  try {
    return store()?.getItem(NOTICE_POP_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Closing the latest-news modal sets NOTICE_POP=1. */
export function setNoticePop(): void {
  try {
    store()?.setItem(NOTICE_POP_KEY, '1');
  } catch {
    // storage refused
  }
}
