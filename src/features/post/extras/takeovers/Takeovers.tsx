import { usePublication } from '../../../../platform/context';
import { withScreenBoundary } from '../../../../kit/Screen';
import { onDemand, whenOpen } from '../../../../kit/onDemand';
import type { TakeoverViewProps } from './TakeoverView';
import { type UseTakeoverOptions, useTakeover } from './useTakeover';

/** The takeover's view, loaded on demand once one opens. */
const TakeoverView = /* @__PURE__ */ onDemand<TakeoverViewProps>(() => import('./TakeoverView').then((m) => m.TakeoverView), { when: whenOpen });

export interface TakeoversProps extends UseTakeoverOptions {
  /** The publication's name in the texts; default the platform's publication (E58's name wins when loaded). */
  publicationName?: string;
}

function ConnectedTakeovers({ publicationName, ...options }: TakeoversProps) {
  const { state, welcome, dismiss } = useTakeover(options);
  const publication = usePublication();
  if (state.name === 'ineligible') return null;
  return (
    <>
      <span hidden data-part="takeovers" data-state={state.name} data-kind={state.kind} />
      <TakeoverView
        kind={state.kind}
        open={state.name === 'shown'}
        publicationName={publicationName ?? publication?.name ?? ''}
        welcome={welcome}
        onDismiss={dismiss}
      />
    </>
  );
}

/**
 * The connected takeovers of the post page (spec 003 §4 "Takeovers"; M65, E58): mount it once on the page. After 120 s
 * on the page an anonymous reader gets the welcome popup and a free subscriber the subscribe takeover (paid readers and
 * staff get none); once shown or dismissed it stays away for an hour (stored in platform storage). Renders nothing
 * until then.
 */
export const Takeovers = withScreenBoundary('Takeovers', ConnectedTakeovers);
