import { getPodcastShowLinks } from '../../../api/endpoints/mediaTools';
import { useRead } from '../../../kit/read';
import { type ShowLink, showLinksFor } from './showLinks';

/**
 * The show links of a podcast section for the player (P46 through the kit's read: the same entry the podcast links
 * form reads and its save updates, so a saved link shows in every player at once). Secondary: while loading, on a
 * failure or without a section, none.
 */
export function useShowLinks(sectionId: number | null | undefined, paidListener: boolean): ShowLink[] {
  const read = useRead(getPodcastShowLinks, sectionId != null ? { params: { sectionId } } : null, { retry: false });
  return showLinksFor(read.data, { paidListener });
}
