import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../lib/navigate';
import { useFirstScreenShown } from '../hooks/firstScreen';
import { backOr } from '../lib/appHistory';
import { paths } from '../lib/paths';
import { LOADER_DELAY_MS } from '../stores/ui';
import { BackIcon } from '../ui/icons';
import { reloadable } from '../lib/importAgain';

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
 * A route screen loaded on demand (spec 01 §8): a loading text while it loads, a retry button when its chunk fails.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  // Once the chunk is in (a preload, an earlier visit), the screen renders at once, with no suspended first render:
  // the server's drawing of a first screen renders it synchronously too (src/ssr/firstScreen.tsx).
  let loaded: ComponentType<P> | undefined;
  // A retry asks for the chunk again, under a new query where the failure names it; where it names none (WebKit), the
  // same import once more, and then a reload of the page, all that is left.
  const loader = reloadable(load, { reloadPage: () => location.reload() });
  const track = () =>
    loader().then((m) => {
      loaded = m.default;
      return m;
    });
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
