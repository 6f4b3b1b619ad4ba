import { fireEvent, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { messages } from '../../i18n/locales/en';
import { SideServiceBar } from './SideServiceBar';
import type { DownloadLink } from '../../api/contract/config';

const link = (url: string) => ({ name: 'Support', url, type: 1 });

function show(urls: string[], downloads: DownloadLink[] = []) {
  const view = render(
    <I18nProvider i18n={i18n}>
      <SideServiceBar config={{ customerService: urls.map(link), downloads }} onAddToHome={() => {}} />
    </I18nProvider>,
  );
  fireEvent.click(view.getByRole('button', { name: 'Help and community' }));
  return view;
}

describe('SideServiceBar', () => {
  beforeEach(() => {
    i18n.load('en', messages);
    i18n.activate('en');
  });

  it('offers live chat only where the merchant has a chat link', () => {
    const { getByRole } = show(['https://chat.example.ph/room']);
    expect(getByRole('link', { name: /Live chat/ }).getAttribute('href')).toBe('/m/service');
  });

  it('names the entry customer service when the merchant has contacts but no chat', () => {
    const { getByRole, queryByRole } = show(['mailto:help@example.ph']);
    expect(getByRole('link', { name: /Customer service/ })).toBeTruthy();
    expect(queryByRole('link', { name: /Live chat/ })).toBeNull();
  });

  it('leaves the entry out when there is no way to reach customer service', () => {
    const { queryByRole } = show([]);
    expect(queryByRole('link', { name: /Live chat|Customer service/ })).toBeNull();
  });

  it('names each social link as the merchant configured it, else by its channel', () => {
    const { getByRole } = show(
      [],
      [
        { resourceType: 'TELEGRAM2', url: 'https://t.example/vip', labelNameEn: 'Telegram VIP' },
        { resourceType: 'TELEGRAM3', url: 'https://t.example/news', labelNameEn: ' ' },
      ],
    );
    expect(getByRole('link', { name: 'Telegram VIP' }).getAttribute('href')).toBe('https://t.example/vip');
    expect(getByRole('link', { name: 'Telegram 3' }).getAttribute('href')).toBe('https://t.example/news');
  });
});
