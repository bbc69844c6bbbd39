/**
 * Parts a screen loads on demand: overlays and below-the-fold parts most readers never open (the share dialog, the
 * like-upsell and free-subscribe modals, the gift modal, takeovers, the reader guide with its sanitiser, the PDF and
 * webview modals, the QR code, the platform's alert and confirm dialogs).
 *
 * `onDemand(load)` makes a component with the loaded component's props. Its code is a dynamic `import()`, which the
 * package's ESM build keeps as a separate chunk a host bundler can split, so a screen's first render neither carries
 * nor waits for it. Until the reader first needs it (its `when` is true, e.g. the dialog's `open`) it renders
 * nothing and loads nothing; from then on it stays mounted, so closing animations and focus return still run. While
 * the chunk loads it renders nothing (each part has its own `Suspense` boundary; a loading overlay would flash for
 * the few milliseconds a local chunk takes) unless it has a `fallback`; a hidden `data-on-demand="loading"` marker
 * stays in the document meanwhile, so tests and screenshots can wait for every part to arrive. `preload()` starts the load early, e.g. when the pointer reaches the
 * button that opens it.
 *
 * Decision: a load that fails (the host's chunk went missing after a deploy) is retried the next time the part is
 * needed rather than cached as failed; the screen's error boundary reports it meanwhile.
 */
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense, useState } from 'react';

export interface OnDemandOptions<P> {
  /** When the part is first needed (default: as soon as it renders). Once true it stays mounted. */
  when?: (props: P) => boolean;
  /** What shows while the code loads (default nothing): a part visible on first render keeps its room with it. */
  fallback?: (props: P) => ReactNode;
}

export type OnDemandComponent<P> = ((props: P) => JSX.Element | null) & {
  /** Starts loading the part's code now (idempotent); resolves once it is loaded. */
  preload: () => Promise<void>;
  displayName?: string;
};

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, options: OnDemandOptions<P> = {}): OnDemandComponent<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(() => start().then((Component) => ({ default: Component })));
  const { when, fallback } = options;

  function OnDemand(props: P): JSX.Element | null {
    const needed = when ? when(props) : true;
    const [mounted, setMounted] = useState(needed);
    if (needed && !mounted) setMounted(true);
    if (!mounted && !needed) return null;
    return (
      <Suspense
        fallback={
          <>
            <span hidden data-on-demand="loading" />
            {fallback?.(props)}
          </>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  const component = OnDemand as OnDemandComponent<P>;
  component.preload = () => start().then(() => undefined);
  return component;
}

/** `when` for dialogs: needed once `open` is true. */
export function whenOpen(props: { open?: boolean }): boolean {
  return props.open === true;
}
