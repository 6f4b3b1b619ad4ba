// The in-app history lives in lib (src/lib/appHistory.ts) so screens without the shell's header can step back too.
export { canGoBack, trackHistory } from '../lib/appHistory';
