import type { Section } from '../../../api/schemas/core';
import { paths } from '../../../kit/routes';

/** A section's page on the publication's site (`paths.section`: `/s/{slug}`, the host's page); a section without a slug is addressed by its id. */
export function sectionPath(section: Pick<Section, 'id' | 'slug'>): string {
  return paths.section(section);
}
