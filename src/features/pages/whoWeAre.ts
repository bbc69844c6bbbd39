/**
 * Who We Are (inventory `who-we-are-page`, 001), its parts derived without React.
 *
 * Decisions where the spec is silent:
 * - The people are E56 with `public=true` (the about page's list, one cache entry for both pages), in rank order;
 *   `primary_section_id` (designed on E56's answer) splits them: with a section → "Columnists" (T062), each with the
 *   follow area's "Get Notified"; without → "Staff Writers and Editors" (T063).
 * - Both groups start open (the page exists to list them); a group with nobody in it is left out.
 * - The letters and tips mailboxes are configuration (G45: `WHO_WE_ARE_MAILBOXES`, a host may pass its own).
 */
import type { RankedUser } from '../../api/schemas/feed';
import type { LoadStatus } from '../../kit/read';
import { type AboutPerson, aboutPeople } from './about';

/** A person on Who We Are: the about page's person and the section they write as a columnist. */
export interface WhoWeArePerson extends AboutPerson {
  /** The section of a columnist (their "Get Notified" follows it); `null` for staff writers and editors. */
  primarySectionId: number | null;
}

export type WhoWeAreStatus =
  | { readonly name: 'loading' }
  | { readonly name: 'error'; readonly message: string }
  | { readonly name: 'empty' }
  | { readonly name: 'ready'; readonly columnists: readonly WhoWeArePerson[]; readonly staff: readonly WhoWeArePerson[] };

export const whoWeAreStatusNames = ['loading', 'error', 'empty', 'ready'] as const satisfies readonly WhoWeAreStatus['name'][];

/** The two groups from E56's load: rank order kept in each, each person once. */
export function whoWeAreGroups(load: LoadStatus<readonly RankedUser[]>, errorMessage: string, authorPath: (author: string | number) => string): WhoWeAreStatus {
  const people = aboutPeople(load, errorMessage, authorPath);
  if (people.name !== 'ready') return people;
  const sections = new Map<number, number | null>();
  if (load.name === 'ready') for (const r of load.data) if (!sections.has(r.user.id)) sections.set(r.user.id, r.primary_section_id ?? null);
  const columnists: WhoWeArePerson[] = [];
  const staff: WhoWeArePerson[] = [];
  for (const person of people.people) {
    const primarySectionId = sections.get(person.id) ?? null;
    (primarySectionId !== null ? columnists : staff).push({ ...person, primarySectionId });
  }
  return { name: 'ready', columnists, staff };
}

/** The mailboxes the page links to (G45). */
export interface WhoWeAreMailboxes {
  letters: string;
  tips: string;
}
