/**
 * One way to declare a connected screen: the host's props (or, when it leaves them out, the route the platform's
 * location names) → the screen's inputs → a body that joins its data hook to its bare view, always inside a
 * `ScreenErrorBoundary`. A screen declared with `defineScreen` cannot forget the boundary, and shows the kit's
 * not-found page when neither props nor the address name what to show.
 *
 * ```tsx
 * export const ChatThreadPage = defineScreen({
 *   name: 'ChatThreadPage',
 *   resolve: (props: ChatThreadPageProps, route) => {
 *     const postId = props.postId ?? (route?.screen === 'chatThread' ? Number(route.params.postId) : undefined);
 *     return postId ? { ...props, postId } : null;
 *   },
 *   Body: ConnectedChatThreadPage, // useChatThread(...) → <ChatThreadPageView … />
 * });
 * ```
 */
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { useLocation } from '../platform/context';
import { ScreenErrorBoundary } from './ErrorBoundary';
import type { AppLocation } from '../platform/navigation';
import { NotFoundPage } from './NotFoundPage';
import { matchRoute, type RouteMatch } from './routes';

export interface ScreenDefinition<Props extends object, Inputs extends object> {
  /** The component's name (React DevTools, error reports): `ChatThreadPage`. */
  name: string;
  /** The screen's inputs from the host's props, else from the route; `null` when there is nothing to show. */
  resolve: (props: Props, route: RouteMatch | null, location: AppLocation) => Inputs | null;
  /** The connected body: data hook + bare view. */
  Body: ComponentType<Inputs>;
  /** Remounts the body (and resets the boundary) when this changes, e.g. another post. Default: none. */
  identity?: (inputs: Inputs) => string | number;
  /** Shown when `resolve` returns `null`. Default: the kit's not-found page. */
  notFound?: ReactNode;
}

export interface ScreenBoundaryProps {
  /** Called once per render error the screen's boundary catches (forward it to your error tracker). */
  onRenderError?: (error: Error, info: ErrorInfo) => void;
}

export function defineScreen<Props extends object, Inputs extends object>(definition: ScreenDefinition<Props, Inputs>) {
  const { name, resolve, Body, identity, notFound } = definition;
  function Screen(props: Props & ScreenBoundaryProps) {
    const location = useLocation();
    const { onRenderError, ...rest } = props;
    const inputs = resolve(rest as Props, matchRoute(location.pathname), location);
    if (!inputs) return <>{notFound ?? <NotFoundPage />}</>;
    const key = identity ? identity(inputs) : undefined;
    return (
      <ScreenErrorBoundary key={key} onError={onRenderError}>
        <Body key={key} {...inputs} />
      </ScreenErrorBoundary>
    );
  }
  Screen.displayName = name;
  return Screen;
}

/**
 * Wraps a connected part in the screen error boundary: for parts a host mounts on its own (players, dialogs,
 * overlays, controls). `fallback` replaces the error state where a part should rather vanish (`null`: a reminder
 * toast that fails shows nothing instead of an error block on every page).
 */
export function withScreenBoundary<P extends object>(name: string, Part: ComponentType<P>, options: { fallback?: ReactNode } = {}) {
  const fallback = 'fallback' in options ? () => options.fallback : undefined;
  function Bounded(props: P) {
    return (
      <ScreenErrorBoundary fallback={fallback}>
        <Part {...props} />
      </ScreenErrorBoundary>
    );
  }
  Bounded.displayName = name;
  return Bounded;
}
