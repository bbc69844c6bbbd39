import type { Publication } from '../../../api/schemas/core';
import type { EmbedPublication } from './EmbedSubscribeWidgetView';

/** The widget's view of a publication (E58's `publication`): the React widget and the standalone script share it. */
export function embedPublication(publication: Publication): EmbedPublication {
  return {
    name: publication.name,
    baseUrl: publication.base_url,
    logoUrl: publication.logo_url ?? null,
    heroText: publication.hero_text ?? null,
    authorName: publication.author_name ?? null,
    inviteOnly: publication.invite_only === true,
    hasCustomTos: publication.has_custom_tos === true,
  };
}
