/** Sharing: share dialog and URLs, copy link, native share, email footer (spec 000, 001). */
export {};
