import './lib/reactStart';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from './i18n/i18n';
import { initLanguage } from './stores/language';
import { watchNetwork } from './stores/network';
import { wireClient } from './stores/wireClient';
import { loadConfig } from './stores/config';
import { App } from './app/App';
import { preloadScreen } from './app/screens';
import { registerWorker } from './app/registerWorker';
import { loadFieldVitals } from './app/loadFieldVitals';
import { firstScreenDrawn, releaseFirstScreen } from './hooks/firstScreen';
import { whenIdle } from './lib/drawing';
import { FIRST_SCREEN_HOLD_MS } from './api/contract/boot';
import './app/styles.css';
import './app/layers.css';

// The active language's catalogue and the merchant config load side by side; the app renders once lingui has a
// locale (I18nProvider renders nothing before), so no text shows in the wrong language.
void initLanguage();
// The API client reads the session, merchant, language and device from the stores; its fetches, like the browser's
// events, feed the offline indicator.
wireClient((input, init) => fetch(input, init));
watchNetwork(window);
// Before the first cached call: settles whether the page or the worker writes cached answers (followWorkerControl).
registerWorker();
void loadConfig();
// Beneath the server's drawing the screen's code is asked for a task later: the drawing already shows the screen, and
// the start's own task stays short (docs/performance.md).
if (firstScreenDrawn()) setTimeout(() => void preloadScreen(location.pathname), 0);
else void preloadScreen(location.pathname);
// The server's drawing of the first screen goes when the screen shows; at the latest after the hold.
setTimeout(releaseFirstScreen, FIRST_SCREEN_HOLD_MS);

// Field vitals (src/app/fieldVitals.ts) load once the page has loaded, outside the first paint's budget, and once the
// app has taken over its drawing and the page is idle: at the load event they ran in the middle of the app's start.
// A load that fails (the network gone by then) is asked for again later, never shown (src/app/loadFieldVitals.ts).
const loadVitals = () => whenIdle(() => loadFieldVitals());
if (document.readyState === 'complete') loadVitals();
else window.addEventListener('load', loadVitals, { once: true });

function mount(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  // Beneath the drawing the first render is a transition: React renders it in slices, yielding between them, as
  // nothing of it shows until it is whole (src/hooks/firstScreen.ts).
  if (firstScreenDrawn()) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}
// Beneath the drawing the first render is a task of its own too: the entry's task is its modules' evaluation and the
// start's first calls only (docs/performance.md).
if (firstScreenDrawn()) setTimeout(mount, 0);
else mount();
