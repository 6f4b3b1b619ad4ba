import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from './i18n/i18n';
import { initLanguage } from './stores/language';
import { trackingFetch, watchNetwork } from './stores/network';
import { configureClient } from './api/client';
import { loadConfig } from './stores/config';
import { App } from './app/App';
import { preloadScreen } from './app/screens';
import { registerWorker } from './app/registerWorker';
import './app/styles.css';
import './app/layers.css';

// The active language's catalogue and the merchant config load side by side; the app renders once lingui has a
// locale (I18nProvider renders nothing before), so no text shows in the wrong language.
void initLanguage();
// The offline indicator follows the browser's events and the API client's fetches.
watchNetwork(window);
configureClient({ fetch: trackingFetch((input, init) => fetch(input, init)) });
// Before the first cached call: settles whether the page or the worker writes cached answers (followWorkerControl).
registerWorker();
void loadConfig();
preloadScreen(location.pathname);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}
