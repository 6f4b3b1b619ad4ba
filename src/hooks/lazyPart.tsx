import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { reloadable } from '../lib/importAgain';
import { showToast, TOAST_MS } from '../stores/ui';

/** What becomes of a part whose code cannot load. */
export interface PartOptions<P> {
  /**
   * For a part the player opened (a menu, a dialog): closes what opened it, and the player is told with a toast that
   * the network is slow or offline; opening it again asks for its code again. A part without it (one the app shows
   * by itself) shows nothing and asks again once the browser is back online.
   */
  onFailed?: (props: P) => void;
}

/** A part's code that could not load: the one error the part's boundary keeps from the rest of the app. */
class PartLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PartLoadError';
  }
}

interface BoundaryProps {
  onError: () => void;
  children: ReactNode;
}

/**
 * Catches the part's failed load, so that it never reaches the root, which would take the whole app off screen. Any
 * other error of the part goes on up, as it would without the boundary: it is a fault, not the network.
 */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) this.props.onError();
  }
  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof PartLoadError) return null;
    throw error;
  }
}

/**
 * A part of a screen whose code loads on use: a menu, a dialog, a banner (React's `lazy` inside its own Suspense,
 * showing nothing while it loads). `load` is the bare `import()` of its module, `pick` takes the component from it.
 * Its code can fail to load (a flaky network, a first visit with no worker yet): then the part shows nothing and
 * never takes the app down with it, and it asks for its code afresh the next time (`reloadable`,
 * src/lib/importAgain.ts). See `PartOptions` for what the player sees.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  { onFailed }: PartOptions<P> = {},
): ComponentType<P> {
  const loader = reloadable(load);
  let loaded: ComponentType<P> | undefined;
  const make = (): ComponentType<P> =>
    loaded ??
    lazy(() =>
      loader().then(
        (module) => {
          loaded = pick(module);
          return { default: loaded };
        },
        (error: unknown) => {
          throw new PartLoadError(error);
        },
      ),
    );
  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [Part, setPart] = useState(make);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed || onFailed) return undefined;
      const again = () => {
        setPart(make);
        setFailed(false);
        setAttempt((n) => n + 1);
      };
      window.addEventListener('online', again, { once: true });
      return () => window.removeEventListener('online', again);
    }, [failed]);
    const fail = () => {
      setFailed(true);
      if (!onFailed) return;
      showToast(t`Network slow or offline. Please try again.`, TOAST_MS.short, 'error');
      onFailed(props);
    };
    return (
      <PartBoundary key={attempt} onError={fail}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}
