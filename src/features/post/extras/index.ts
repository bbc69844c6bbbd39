/** Scheduled post, cross-post embed, takeovers, gift modal and gift page, file page (spec 003). */
export {};
