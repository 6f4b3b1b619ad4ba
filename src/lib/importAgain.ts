/**
 * The module a failed dynamic import names (Chromium: "Failed to fetch dynamically imported module: URL", Firefox:
 * "error loading dynamically imported module: URL"); undefined when it names none (WebKit).
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const m = error instanceof Error ? /\b(https?:\/\/[^\s'"]+?\.m?js)\b/.exec(error.message) : null;
  return m?.[1];
}

/**
 * The address to ask for a module again after a failed import: the failed module under a new query, since a browser
 * may keep a failed import of a URL as failed for the page's life and fail the same import at once, without a request.
 * Undefined when the error names no module (WebKit): then only the same import is left to try.
 */
export function importAgainUrl(error: unknown, attempt: number): string | undefined {
  const url = failedModuleUrl(error);
  return url && `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
