/**
 * What We're Reading (inventory `what-were-reading-page`, 001), its parts derived without React.
 *
 * Decisions where the spec is silent (G45, 5.3):
 * - The route is `/what-were-reading` (the spec names none).
 * - Each bookshop widget is one list of the bookshop service (`BOOKSHOP_LISTS`, in page order). The page shows each
 *   as a titled card linking to the list on the shop (`{shopBase}/{list}`, through the URL policy); a host that loads
 *   the shop's own embed script passes `renderWidget` and the card holds that instead. Nothing is fetched: the page
 *   has no loading or failure state of its own.
 * - The affiliate commission disclosure is authored (the spec names it without its words) and shown above the lists,
 *   before the first shop link.
 */
import { BOOKSHOP_LISTS } from '../../api/schemas/growth';

/** The bookshop lists the page can show (G45), in page order: the configuration's one list (`BOOKSHOP_LISTS`). */
export const bookshopListIds = BOOKSHOP_LISTS;
export type BookshopListId = (typeof bookshopListIds)[number];

/** The shop the lists live on (default; a host passes its own affiliate address). */
export const DEFAULT_BOOKSHOP_BASE = 'https://bookshop.org/lists';

export interface BookshopWidget {
  list: BookshopListId;
  /** The list on the shop, or `null` when the address does not pass the URL policy (the card shows no link). */
  href: string | null;
}

/**
 * The widgets in page order: known lists only, each once. `safeHref` is the kit's URL policy (`safeLinkHref`),
 * passed in so this stays free of the DOM.
 */
export function bookshopWidgets(lists: readonly string[], shopBase: string, safeHref: (href: string) => string | null): BookshopWidget[] {
  const known = new Set<string>(bookshopListIds);
  const seen = new Set<string>();
  const base = shopBase.replace(/\/+$/, '');
  const widgets: BookshopWidget[] = [];
  for (const list of lists) {
    if (!known.has(list) || seen.has(list)) continue;
    seen.add(list);
    widgets.push({ list: list as BookshopListId, href: safeHref(`${base}/${encodeURIComponent(list)}`) });
  }
  return widgets;
}
