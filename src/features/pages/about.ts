/**
 * The about page (inventory `about-page`: 001's static page of type about ∪ 002's about page), its parts derived
 * without React.
 *
 * Decisions where the spec is silent:
 * - The body is the publication's subscribe content (E55, HTML, sanitised as a post body is).
 * - The end call to subscribe is offered to readers it asks something of: signed out → "Subscribe" (the subscribe
 *   page, back to /about); a free subscriber → "Upgrade to paid"; paid and founding readers, contributors and admins
 *   see none.
 * - "People" is E56 with `public=true` (the list anyone may read), in the server's rank order, each a link to the
 *   person's author page.
 * - Edit (contributors and admins) opens the editor of the publication's page-type post `about` (001's static page of
 *   that type); it is read only for them, and without that post there is no Edit.
 */
import type { RankedUser } from '../../api/schemas/feed';
import type { LoadStatus } from '../../kit/read';

export type AboutCta = 'subscribe' | 'upgrade' | null;
export const aboutCtaKinds = ['subscribe', 'upgrade'] as const satisfies readonly NonNullable<AboutCta>[];

/** The end call to subscribe for a viewer role. */
export function aboutCta(role: string): AboutCta {
  if (role === 'anonymous') return 'subscribe';
  if (role === 'free') return 'upgrade';
  return null;
}

/** Whether the viewer may edit the about page. */
export function canEditAbout(role: string): boolean {
  return role === 'contributor' || role === 'admin';
}

/** A person as the about page lists them. */
export interface AboutPerson {
  id: number;
  name: string;
  photoUrl: string | null;
  bio: string | null;
  role: 'admin' | 'contributor' | 'guest' | null;
  /** Their author page (by handle, else by id). */
  path: string;
}

export type AboutPeople =
  | { readonly name: 'loading' }
  | { readonly name: 'ready'; readonly people: readonly AboutPerson[] }
  | { readonly name: 'empty' }
  | { readonly name: 'error'; readonly message: string };

export const aboutPeopleStates = ['loading', 'ready', 'empty', 'error'] as const satisfies readonly AboutPeople['name'][];

/** The People part from E56's load: in rank order, each person once. */
export function aboutPeople(load: LoadStatus<readonly RankedUser[]>, errorMessage: string, authorPath: (author: string | number) => string): AboutPeople {
  if (load.name === 'loading') return { name: 'loading' };
  if (load.name === 'error' || load.name === 'not-found') return { name: 'error', message: errorMessage };
  const seen = new Set<number>();
  const people: AboutPerson[] = [];
  for (const ranked of [...load.data].sort((a, b) => a.rank - b.rank)) {
    if (seen.has(ranked.user.id)) continue;
    seen.add(ranked.user.id);
    people.push({
      id: ranked.user.id,
      name: ranked.user.name,
      photoUrl: ranked.user.photo_url ?? null,
      bio: ranked.user.bio ?? null,
      role: ranked.role ?? null,
      path: authorPath(ranked.user.handle || ranked.user.id),
    });
  }
  return people.length === 0 ? { name: 'empty' } : { name: 'ready', people };
}
