import { reloadable } from '../lib/importAgain';

/**
 * The error catalogue (src/i18n/errorMessages.ts, through errorMessagesLoaded.ts), loaded when an error first shows,
 * so it stays out of the first paint. A load that failed (a flaky network) is asked for afresh by the next call
 * (src/lib/importAgain.ts).
 */
export const loadErrorMessages = reloadable(() => import('./errorMessagesLoaded'));
