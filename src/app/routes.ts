/**
 * The route table: every screen of the product by path, in one place. Paths follow the spec where it names them and
 * the inventory's proposals where it does not (G03 chat, G32 post pages); `ProductApp` mounts the matching screen.
 * Patterns are literal segments and `:name` parameters; a parameter may follow a literal prefix inside a segment
 * (`p-:postId`). Parameters named `…Id` must be positive integers, or the route does not match.
 */
export const routes = [
  { screen: 'chatLanding', pattern: '/chat' },
  { screen: 'chatList', pattern: '/chat/posts' },
  { screen: 'chatThread', pattern: '/chat/posts/:postId' },
  { screen: 'chatPostPermalink', pattern: '/chat/p/:postId' },
  { screen: 'chatCommentPermalink', pattern: '/chat/c/:commentId' },
  { screen: 'post', pattern: '/p/:slug' },
  { screen: 'postById', pattern: '/home/post/p-:postId' },
  { screen: 'crossPost', pattern: '/cross-post/:postId' },
  { screen: 'file', pattern: '/file/:name' },
  { screen: 'giftAccept', pattern: '/gift/:token' },
] as const satisfies readonly RouteDefinition[];

export interface RouteDefinition {
  screen: string;
  pattern: string;
}

export type ScreenId = (typeof routes)[number]['screen'];

export interface RouteMatch {
  screen: ScreenId;
  /** Parameters by name, as strings (ids already checked to be positive integers). */
  params: Record<string, string>;
}

function matchSegment(pattern: string, segment: string, params: Record<string, string>): boolean {
  const colon = pattern.indexOf(':');
  if (colon === -1) return pattern === segment;
  const prefix = pattern.slice(0, colon);
  const name = pattern.slice(colon + 1);
  if (!segment.startsWith(prefix) || segment.length === prefix.length) return false;
  let value: string;
  try {
    value = decodeURIComponent(segment.slice(prefix.length));
  } catch {
    return false;
  }
  if (name.endsWith('Id') && !/^[1-9]\d{0,15}$/.test(value)) return false;
  params[name] = value;
  return true;
}

/** The first route whose pattern matches `pathname` (query and hash ignored; a trailing slash allowed), or `null`. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  for (const route of routes) {
    const parts = route.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    if (parts.every((part, i) => matchSegment(part, segments[i] ?? '', params))) return { screen: route.screen, params };
  }
  return null;
}

/** Builds a path from a route's pattern and its parameters (encoded). */
export function pathTo(screen: ScreenId, params: Record<string, string | number> = {}): string {
  const route = routes.find((r) => r.screen === screen);
  if (!route) throw new Error(`Unknown screen ${screen}`);
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for ${screen}`);
    return encodeURIComponent(String(value));
  });
}
