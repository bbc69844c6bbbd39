/**
 * The standalone subscribe script (`dist/embed.js`, built by scripts/build-embed.mjs with React aliased to
 * preact/compat): one `<script src=".../embed.js" data-publication="https://…">` per widget. Each tag renders the
 * React widget's bare view (`EmbedSubscribeWidgetBase`: `EmbedSubscribeWidgetView` with the site's paths given), its
 * machines and texts, driven by `useEmbedScript`, inside a shadow root just before the tag (or in `data-target`): the page's styles do not reach it and its styles stay in it.
 * The styles are the package's vanilla-extract styles, adopted as a constructable stylesheet (allowed by a
 * `style-src` without `'unsafe-inline'`); the theme's CSS variables are defined on an element inside the shadow root.
 * No eval, no inline `<style>` or `style=""` markup.
 */
import { createRoot } from 'react-dom/client';
import { darkThemeClass, lightThemeClass } from '../../../../theme/themes.css';
import { EmbedSubscribeWidgetBase } from '../EmbedSubscribeWidgetView';
import { reset } from './embedScript.css';
import { readEmbedScriptOptions } from './embedScriptOptions';
import { useEmbedScript } from './useEmbedScript';

function ScriptWidget({ api }: { api: string }) {
  return <EmbedSubscribeWidgetBase {...useEmbedScript(api)} />;
}

/** Renders one widget for `script` (the tag being run), styled by `css` (the widget's stylesheet). */
export function mountEmbedScript(script: HTMLOrSVGScriptElement | null, css: string): void {
  if (!(script instanceof HTMLScriptElement)) return;
  const read = readEmbedScriptOptions(script.dataset);
  if (!read.ok) {
    console.error(`Masthead subscribe widget: ${read.problem}.`);
    return;
  }
  const { options } = read;
  const host = document.createElement('masthead-subscribe');
  const target = options.target ? document.querySelector(options.target) : null;
  if (options.target && !target) {
    console.error(`Masthead subscribe widget: no element matches data-target "${options.target}".`);
    return;
  }
  if (target) target.append(host);
  else script.before(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  shadow.adoptedStyleSheets = [sheet];
  const outer = document.createElement('div');
  outer.className = reset;
  const themed = document.createElement('div');
  themed.className = options.theme === 'dark' ? darkThemeClass : lightThemeClass;
  if (options.dir) themed.dir = options.dir;
  outer.append(themed);
  shadow.append(outer);
  createRoot(themed).render(<ScriptWidget api={options.api} />);
}
