/** See chromium.mjs. */
export declare const chromiumPath: string;
export declare const chromiumArgs: readonly string[];
