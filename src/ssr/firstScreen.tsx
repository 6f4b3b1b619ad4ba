import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { i18n } from '../i18n/i18n';
import { messages as fil } from '../i18n/locales/fil';
import { messages as en } from '../i18n/locales/en';
import { bootUrl, DRAWING_LOCALES, drawingLanguageOf, type BootAnswers } from '../api/contract/boot';
import { getRuntimeConfig } from '../api/contract/config';
import { answerOf } from '../api/client';
import { state as configState } from '../stores/config';
import { setPrefill } from '../stores/prefill';
import { state as languageState } from '../stores/language';
import { App } from '../app/App';
import { preloadScreen } from '../app/screens';

export async function prepare(pathname: string) {
  await preloadScreen(pathname);
}

export function render(pathname: string, search: string, boot: BootAnswers): string {
  i18n.load({ fil, en });
  const language = drawingLanguageOf(boot.language);
  i18n.activate(DRAWING_LOCALES[language]);
  // The screens ask in the store's language; the boot answers were asked in the drawing's.
  languageState.language = language;
  const lookup = (path: string, query: unknown) => boot.answers[bootUrl(path, query as never)];
  configState.config = answerOf(getRuntimeConfig, lookup(getRuntimeConfig.path, undefined));
  configState.status = 'ready';
  setPrefill((endpoint, query) => {
    const json = lookup(endpoint.path, query);
    if (json === undefined) return undefined;
    try {
      return answerOf(endpoint, json);
    } catch {
      return undefined;
    }
  });
  try {
    return renderToString(
      <I18nProvider i18n={i18n}>
        <Router ssrPath={pathname} ssrSearch={search}>
          <App />
        </Router>
      </I18nProvider>,
    );
  } finally {
    setPrefill(undefined);
  }
}
