import { beforeEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  const language = await import('./language');
  const { i18n } = await import('../i18n/i18n');
  return { language, i18n };
}

beforeEach(() => localStorage.clear());

describe('the language store', () => {
  it('defaults to TY, activating fil', async () => {
    const { language, i18n } = await fresh();
    await language.initLanguage();
    expect(language.state.language).toBe('TY');
    expect(i18n.locale).toBe('fil');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('writes <html lang> only when it changes (Blink restyles the whole page on every write)', async () => {
    document.documentElement.lang = 'fil';
    const { language } = await fresh();
    const write = vi.spyOn(document.documentElement, 'lang', 'set');
    await language.initLanguage();
    expect(write).not.toHaveBeenCalled();
    await language.setLanguage('EN');
    expect(write.mock.calls).toEqual([['en']]);
    write.mockRestore();
    document.documentElement.lang = 'fil';
  });

  it('switches to EN, persists it and reads it back after a reload', async () => {
    const first = await fresh();
    await first.language.setLanguage('EN');
    expect(first.i18n.locale).toBe('en');
    expect(JSON.parse(localStorage.getItem('MC_PREFERENCES') ?? '{}')).toMatchObject({ language: 'EN' });
    const again = await fresh();
    expect(again.language.state.language).toBe('EN');
  });

  it('knows the full code list and falls back to EN for codes without a translation', async () => {
    const { language } = await fresh();
    expect(language.LANGUAGE_CODES).toHaveLength(27);
    expect(language.resolveLanguage('CN')).toBe('EN');
    expect(language.resolveLanguage('fr')).toBe('EN');
    expect(language.resolveLanguage('ty')).toBe('TY');
    expect(language.resolveLanguage('xx')).toBe('TY');
    expect(language.resolveLanguage(42)).toBe('TY');
  });

  it('sends the chosen language in the Language header', async () => {
    const { language } = await fresh();
    // Wired as main.tsx does at start-up, in this module graph.
    (await import('./wireClient')).wireClient();
    const client = await import('../api/client');
    const { endpoint } = await import('../api/contract/endpoint');
    const { unknown } = await import('superstruct');
    const seen: Array<string | null> = [];
    client.configureClient({
      fetch: (async (_u: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Headers(init?.headers).get('Language'));
        return new Response(JSON.stringify({ success: true, value: 1 }));
      }) as typeof fetch,
    });
    const ping = endpoint({
      method: 'GET',
      path: '/wps/x',
      access: 'guest',
      query: null,
      body: null,
      answer: unknown(),
    });
    await client.call(ping);
    await language.setLanguage('EN');
    await client.call(ping);
    expect(seen).toEqual(['TY', 'EN']);
  });
});
