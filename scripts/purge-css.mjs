// Keeps the rules of a stylesheet that a bundle uses: esbuild puts the CSS of every vanilla-extract module the import
// graph reaches into the output (an area's index reaches views the bundle then drops), so the standalone script's
// stylesheet is cut down to the class names its JavaScript still holds (scripts/build-embed.mjs).
//
// `purgeCss(css, keep)`: `css` is esbuild-minified CSS; a selector stays when every class it names is in `keep`; a
// rule stays with the selectors that stay; `@media`/`@supports` keep the rules inside that stay; `@keyframes` stay
// when a kept rule names them; `@font-face` goes (a shadow root does not load fonts). Rules without classes stay.

/** Top-level blocks of minified CSS: `{ prelude, body }` (body without the outer braces), or a statement. */
function blocks(css) {
  const out = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (open === -1) break;
    if (semi !== -1 && semi < open) {
      out.push({ prelude: css.slice(i, semi).trim(), body: null });
      i = semi + 1;
      continue;
    }
    let depth = 1;
    let j = open + 1;
    let quote = null;
    for (; j < css.length && depth > 0; j++) {
      const c = css[j];
      if (quote) {
        if (c === '\\') j++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
    }
    out.push({ prelude: css.slice(i, open).trim(), body: css.slice(open + 1, j - 1) });
    i = j;
  }
  return out;
}

/** Splits a selector list at top-level commas (not inside `:is(…)`, `:where(…)`, `:not(…)`). */
function selectorsOf(prelude) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts.map((s) => s.trim()).filter(Boolean);
}

const classesOf = (selector) => [...selector.replace(/\\./g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

function purgeBlocks(css, keep) {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (body === null) {
      out += `${prelude};`;
      continue;
    }
    if (prelude.startsWith('@font-face') || prelude.startsWith('@keyframes') || prelude.startsWith('@-webkit-keyframes')) {
      if (!prelude.startsWith('@font-face')) out += `${prelude}{${body}}`;
      continue;
    }
    if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@container') || prelude.startsWith('@layer')) {
      const inner = purgeBlocks(body, keep);
      if (inner) out += `${prelude}{${inner}}`;
      continue;
    }
    const kept = selectorsOf(prelude).filter((selector) => classesOf(selector).every((name) => keep.has(name)));
    if (kept.length) out += `${kept.join(',')}{${body}}`;
  }
  return out;
}

/** Drops `@keyframes` no kept rule names. */
function dropUnusedKeyframes(css) {
  let out = '';
  const rest = [];
  for (const block of blocks(css)) {
    const name = /^@(?:-webkit-)?keyframes\s+(\S+)/.exec(block.prelude)?.[1];
    if (name) rest.push({ name, text: `${block.prelude}{${block.body}}` });
    else out += block.body === null ? `${block.prelude};` : `${block.prelude}{${block.body}}`;
  }
  for (const { name, text } of rest) if (new RegExp(`(^|[^\\w-])${name.replace(/[$]/g, '\\$')}($|[^\\w-])`).test(out)) out += text;
  return out;
}

/** Splits a declaration block at top-level semicolons. */
function declarationsOf(body) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((d) => d.trim()).filter(Boolean);
}

/**
 * Drops custom property declarations (`--name: …`) that nothing reads: no `var(--name)` in the other declarations and
 * no mention in `extra` (the script, which may set a variable inline). A theme defines every token; a widget reads a
 * few dozen. Repeats until nothing more goes (a variable may read another).
 */
function dropUnusedVariables(css, extra) {
  let current = css;
  for (;;) {
    const used = new Set([...current.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
    const keepVar = (name) => used.has(name) || extra.has(name) || extra.has(name.slice(1));
    const rewrite = (text) =>
      blocks(text)
        .map(({ prelude, body }) => {
          if (body === null) return `${prelude};`;
          if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@container') || prelude.startsWith('@layer')) {
            const inner = rewrite(body);
            return inner ? `${prelude}{${inner}}` : '';
          }
          if (prelude.startsWith('@')) return `${prelude}{${body}}`;
          const kept = declarationsOf(body).filter((d) => !d.startsWith('--') || keepVar(d.slice(0, d.indexOf(':')).trim()));
          return kept.length ? `${prelude}{${kept.join(';')}}` : '';
        })
        .join('');
    const next = rewrite(current);
    if (next === current) return next;
    current = next;
  }
}

/**
 * `css` without the rules whose classes are not all in `keep` (a Set of class names and other tokens of the script),
 * without the `@keyframes` and custom properties the rest no longer reads.
 */
export function purgeCss(css, keep) {
  return dropUnusedVariables(dropUnusedKeyframes(purgeBlocks(css, keep)), keep);
}

/** Every identifier-like token of a JavaScript bundle: a superset of the class names it can put on an element. */
export function tokensOf(js) {
  return new Set(js.match(/-?[_a-zA-Z][\w-]*/g));
}
