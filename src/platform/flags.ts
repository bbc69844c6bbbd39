/**
 * Feature flags named by the spec. Unknown flags are allowed (hosts may add their own) and read as `false`.
 */
export interface FeatureFlags {
  /** Shows the like button in the post footer (001). */
  like_posts_enabled: boolean;
  /** Shows the reader guide (post summary) in the post footer (001). */
  enable_post_summarization: boolean;
  /** Shows "Open as PDF" in the post footer (001). */
  show_open_post_as_pdf_button: boolean;
  [flag: string]: boolean;
}

export const defaultFlags: FeatureFlags = {
  like_posts_enabled: true,
  enable_post_summarization: false,
  show_open_post_as_pdf_button: false,
};
