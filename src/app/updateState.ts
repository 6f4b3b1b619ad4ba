import { proxy } from 'valtio';

/**
 * The update prompt's state (issue 6, the prompt strategy). `available`: a new worker is installed and waiting.
 * `confirming`: the user asked to update while a form holds input, and is asked to confirm. `activated`: the new
 * version took over (from this tab or another) but this page was not reloaded, because a form held input.
 * Kept apart from update.ts so the shell can watch it while the prompt's code loads only when a version waits.
 */
export const updateState = proxy({ available: false, confirming: false, activated: false });
