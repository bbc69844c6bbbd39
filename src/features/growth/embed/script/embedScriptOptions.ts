/**
 * The standalone subscribe script's options, read from its `<script>` tag's `data-*` attributes (Ghost's signup form
 * takes its options the same way). Pure: the script's entry passes the tag's `dataset`.
 *
 * - `data-publication` (required): the publication's address, e.g. `https://dailymargin.example.com`. The API answers
 *   there (`/api/v1/…`) and names the publication by that host, as the `/embed` page does on the publication's site.
 * - `data-api`: where the API answers when it is not the publication's address (a proxy, a mock); default the
 *   publication's address.
 * - `data-target`: a CSS selector of the element to render into; default a new element just before the tag.
 * - `data-dir`: `ltr` or `rtl`; default the host page's direction where the widget sits.
 * - `data-theme`: `light` (default) or `dark`.
 */
export const embedScriptThemes = ['light', 'dark'] as const;
export type EmbedScriptTheme = (typeof embedScriptThemes)[number];

export interface EmbedScriptOptions {
  /** The API's origin (no trailing slash). */
  api: string;
  target: string | null;
  dir: 'ltr' | 'rtl' | null;
  theme: EmbedScriptTheme;
}

export type EmbedScriptOptionsResult = { ok: true; options: EmbedScriptOptions } | { ok: false; problem: string };

/** An http(s) address's origin, or `null`. */
function httpOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function readEmbedScriptOptions(dataset: Readonly<Record<string, string | undefined>>): EmbedScriptOptionsResult {
  const publication = httpOrigin(dataset.publication);
  if (!publication) return { ok: false, problem: 'data-publication must be the publication’s http(s) address' };
  const api = dataset.api === undefined ? publication : httpOrigin(dataset.api);
  if (!api) return { ok: false, problem: 'data-api must be an http(s) address' };
  const dir = dataset.dir === 'rtl' || dataset.dir === 'ltr' ? dataset.dir : null;
  const theme: EmbedScriptTheme = dataset.theme === 'dark' ? 'dark' : 'light';
  const target = dataset.target?.trim() || null;
  return { ok: true, options: { api, target, dir, theme } };
}
