import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../lib/navigate';
import { useFirstScreenShown } from '../hooks/firstScreen';
import { backOr } from '../lib/appHistory';
import { paths } from '../lib/paths';
import { LOADER_DELAY_MS } from '../stores/ui';
import { BackIcon } from '../ui/icons';
import { importAgainUrl } from '../lib/importAgain';

/**
 * "Loading…" that appears only once loading has taken the loader delay (200 ms), so fast loads do not flash. Beneath
 * the server's drawing it holds the drawing while the screen's code loads: the shell's own parts showing must not
 * end the drawing before the screen it draws is there. A screen that cannot load keeps it too (its retry), until the
 * hold ends it.
 */
export function DelayedLoading() {
  useFirstScreenShown(false);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setShow(true), LOADER_DELAY_MS);
    return () => clearTimeout(t);
  }, []);
  return (
    <div className="screen-loading" role="status" aria-live="polite">
      {show && <Trans>Loading…</Trans>}
    </div>
  );
}

/** A screen loaded on demand, with its chunk's loader. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Beneath the server's drawing, keeps the drawing up: only the hold (main.tsx) ends it. */
function HoldDrawing() {
  useFirstScreenShown(false);
  return null;
}

/**
 * A screen that could not load: why, a retry, and a way out (back, or home), since a screen that draws its own
 * header (help, the agent centre) has none while it cannot load.
 */
function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const home = () => navigate(paths.home, { replace: true });
  return (
    <div className="screen-error-wrap">
      <div className="screen-bar">
        <button type="button" className="icon-btn" aria-label={t`Back`} onClick={() => backOr(home)}>
          <BackIcon />
        </button>
      </div>
      <div className="screen-error" role="alert">
        <HoldDrawing />
        <p>
          <Trans>This page could not load. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <Trans>Retry</Trans>
        </button>
        <button type="button" className="btn" onClick={home}>
          <Trans>Go to home</Trans>
        </button>
      </div>
    </div>
  );
}

/** Catches a screen whose chunk failed to load (flaky network, a deploy in between) and offers a retry. */
class ChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ScreenLoadFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * Loads a failed screen again. A browser may keep a failed import of a URL as failed for the page's life, so the same
 * import could fail at once without a request: the module is asked for again under a new query. An error naming no
 * module (WebKit) is tried once more as it was, then only a reload of the page is left.
 */
function importAgain<M>(error: unknown, attempt: number, load: () => Promise<M>): Promise<M> {
  const url = importAgainUrl(error, attempt);
  if (!url) {
    if (attempt === 1) return load();
    location.reload();
    return new Promise<M>(() => {});
  }
  return import(/* @vite-ignore */ url) as Promise<M>;
}

/**
 * A route screen loaded on demand (spec 01 §8): a loading text while it loads, a retry button when its chunk fails.
 * A retry asks for the chunk again instead of reusing the failed import.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  // Once the chunk is in (a preload, an earlier visit), the screen renders at once, with no suspended first render:
  // the server's drawing of a first screen renders it synchronously too (src/ssr/firstScreen.tsx).
  let loaded: ComponentType<P> | undefined;
  let failure: unknown;
  let attempts = 0;
  const track = () =>
    (failure === undefined ? load() : importAgain(failure, ++attempts, load)).then(
      (m) => {
        loaded = m.default;
        failure = undefined;
        return m;
      },
      (error: unknown) => {
        failure = error;
        throw error;
      },
    );
  const make = (): ComponentType<P> => loaded ?? lazy(track);
  const Lazy = function LazyScreen(props: P) {
    const [Screen, setScreen] = useState(make);
    return (
      <ChunkBoundary onRetry={() => setScreen(() => lazy(track))}>
        <Suspense fallback={<DelayedLoading />}>
          <Screen {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
  return Object.assign(Lazy, { preload: () => track().then(() => undefined) });
}
