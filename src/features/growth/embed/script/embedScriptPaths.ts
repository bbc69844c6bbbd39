import type { EmbedSitePaths } from '../EmbedSubscribeWidgetView';

/**
 * The publication site's terms, privacy and sign-out paths for the standalone script, written out so the script does
 * not carry the route table (about 1 kB gzip); embedScriptPaths.test.ts holds them equal to the route table's.
 */
export const embedScriptPaths: EmbedSitePaths = { terms: '/tos', privacy: '/privacy', signOut: '/sign-out' };
