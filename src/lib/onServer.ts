/**
 * True while the server draws a first visit's first screen (src/ssr/firstScreen.tsx, docs/performance.md): there is
 * no page, storage or window there, and no effect runs. Parts that float over the screen or need the page (the side
 * service bar, dialogs) are left out of that drawing; the app draws them once it takes over.
 */
export const onServer = typeof document === 'undefined';
