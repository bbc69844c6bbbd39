/** See purge-css.mjs. */
export declare function purgeCss(css: string, keep: ReadonlySet<string>): string;
export declare function tokensOf(js: string): Set<string>;
