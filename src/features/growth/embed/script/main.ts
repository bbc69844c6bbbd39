/** The standalone script's entry (scripts/build-embed.mjs): the tag being run renders its widget. */
import { mountEmbedScript } from './embedScript';

// render-safe: the script's entry runs in a browser only; the package (tsup excludes it) and servers never import it.
mountEmbedScript(document.currentScript);
