/** The post page (spec 000/001/002/003 "Post page"): routes, loading, header, body, paywall and access. */
export {};
