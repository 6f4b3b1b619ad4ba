/**
 * React's own useSyncExternalStore, in place of the `use-sync-external-store` shim that wouter imports (vite.config.ts
 * aliases the shim here). The shim answers React's hook where React has one, as React 19 does, and carries a fallback
 * for React 17 besides: 254 bytes gzip of the shell's JS and a module to evaluate at the start, never used.
 */
export { useSyncExternalStore } from 'react';
