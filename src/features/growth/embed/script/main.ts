/** The standalone script's entry (scripts/build-embed.mjs): the tag being run renders its widget. */
import { mountEmbedScript } from './embedScript';

/** The widget's stylesheet, put here by the build. */
declare const MASTHEAD_EMBED_CSS: string;

// render-safe: the script's entry runs in a browser only; the package (tsup excludes it) and servers never import it.
mountEmbedScript(document.currentScript, MASTHEAD_EMBED_CSS);
