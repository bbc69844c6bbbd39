/** See slice-catalogue.mjs. */
export declare function sliceCatalogue(source: string, keep: ReadonlySet<string>, fileName?: string): string;
export declare function idsNamedIn(js: string, ids: readonly string[]): Set<string>;
export declare function sliceCataloguePlugin(keep: ReadonlySet<string>): import('esbuild').Plugin;
