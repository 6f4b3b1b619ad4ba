import { createHash } from 'node:crypto';
import { unwatchFile, watchFile } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { applyPatch, envOverrides, type MerchantPatch } from './envOverrides';
import { loadMerchantsFile } from './loadMerchantsFile';
import { resolveMerchant } from './resolveMerchant';
import type { MerchantEntry, MerchantsFile } from './schema';

/** A merchant as the routes see it: the file's entry with env and test overrides applied. */
export type Merchant = MerchantEntry;

export interface MerchantRegistryOptions {
  /** The merchants file (env MERCHANTS_FILE); the committed default without it. */
  file?: string | undefined;
  /** Env overrides (flags, site gates); see envOverrides. */
  env?: NodeJS.ProcessEnv;
  /** Re-read the file when it changes (env MERCHANTS_WATCH=1), so tests can switch gates on a running server. */
  watch?: boolean;
  /** Where a failed reload is reported; the last good config stays in force. */
  onReloadError?: (err: Error) => void;
  /** Called after the watched file was read again and taken (the server tells the other instances). */
  onFileReload?: () => void;
}

/** The merchants of this server, resolved by host name, reloadable while it runs. */
export interface MerchantRegistry {
  /** The merchant for a host name (port ignored); unknown hosts get the default merchant. */
  resolveMerchant(hostname: string): Merchant;
  /** The merchant for a request's Host header. */
  forRequest(req: FastifyRequest): Merchant;
  /** A merchant by code, if configured. */
  byCode(code: string): Merchant | undefined;
  /** Every configured merchant, overrides applied (the periodic settlers walk them). */
  all(): Merchant[];
  /** Re-reads the file; throws MerchantConfigError and keeps the old config if the new one is bad. */
  reload(): void;
  /** A short hash of the config in force, to tell instances that read different files apart. */
  fingerprint(): string;
  /** Test hook: lays a patch over one merchant (or `*` for all) until cleared with `null`. */
  override(code: string, patch: MerchantPatch | null): void;
  /** Calls `listener` after each reload or override (the public answer cache empties itself). Answers the unsubscribe. */
  onChange(listener: () => void): () => void;
  close(): void;
}

/** Loads the merchants file (throwing MerchantConfigError on a bad one) and applies the env overrides. */
export function createMerchantRegistry(opts: MerchantRegistryOptions = {}): MerchantRegistry {
  const fromEnv = envOverrides(opts.env ?? {});
  const testPatches = new Map<string, MerchantPatch>();
  let file: MerchantsFile = loadMerchantsFile(opts.file);
  const hashOf = (f: MerchantsFile) =>
    createHash('sha256').update(JSON.stringify(f)).digest('hex').slice(0, 16);
  let fingerprint = hashOf(file);
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const effective = (m: MerchantEntry): Merchant => {
    let out = applyPatch(applyPatch(m, fromEnv.get('*')), fromEnv.get(m.code));
    out = applyPatch(applyPatch(out, testPatches.get('*')), testPatches.get(m.code));
    return out;
  };

  const registry: MerchantRegistry = {
    resolveMerchant: (hostname) => effective(resolveMerchant(file, hostname)),
    forRequest: (req) => registry.resolveMerchant(req.hostname),
    byCode: (code) => {
      const m = file.merchants.find((x) => x.code === code);
      return m ? effective(m) : undefined;
    },
    all: () => file.merchants.map(effective),
    reload: () => {
      file = loadMerchantsFile(opts.file);
      fingerprint = hashOf(file);
      changed();
    },
    fingerprint: () => fingerprint,
    override: (code, patch) => {
      if (patch) testPatches.set(code, patch);
      else testPatches.delete(code);
      changed();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      if (opts.watch && opts.file) unwatchFile(opts.file);
    },
  };

  if (opts.watch && opts.file) {
    watchFile(opts.file, { interval: 200, persistent: false }, () => {
      try {
        registry.reload();
        opts.onFileReload?.();
      } catch (e) {
        opts.onReloadError?.(e as Error);
      }
    });
  }
  return registry;
}
