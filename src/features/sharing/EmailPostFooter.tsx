/**
 * A preview of the email footer (inventory `email-post-footer`): the HTML of `renderEmailPostFooter` shown in a
 * sandboxed iframe (`srcDoc`, nothing runs, its styles stay inside), as an email client would show it.
 */
import { useT } from './i18n';
import { type EmailFooterPost, type EmailPostFooterOptions, renderEmailPostFooterDocument } from './emailFooter';
import * as styles from './EmailPostFooter.css';

export interface EmailPostFooterProps {
  /** The post the email is about (title, counts, canonical URL and the `*_url_override` fields). */
  post: EmailFooterPost;
  /** Base URL, recipient referral key, labels, locale (see `renderEmailPostFooter`). */
  options?: Omit<EmailPostFooterOptions, 't'>;
  /** Height of the preview frame in px. Default 84. */
  height?: number;
}

/** Shows the email footer's HTML in a sandboxed frame. */
export function EmailPostFooter({ post, options, height = 84 }: EmailPostFooterProps) {
  const t = useT();
  const html = renderEmailPostFooterDocument(post, { ...options, t });
  return (
    <iframe
      className={styles.frame}
      title={t('sharing.email.previewTitle', { title: post.title })}
      srcDoc={html}
      sandbox=""
      style={{ height }}
      data-part="email-post-footer"
    />
  );
}
