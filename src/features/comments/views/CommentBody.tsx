import { memo, useMemo } from 'react';
import { tokenizeText } from '../../../kit/text';
import { safeLinkHref } from '../../../kit/url';
import * as styles from './comments.css';

/** What every link in a comment carries (spec 002 §5): not endorsed, user content, no opener. */
export const COMMENT_LINK_REL = 'nofollow ugc noopener';

export interface CommentBodyProps {
  /** The comment's plain text (line breaks kept). */
  body: string;
}

/**
 * A comment's text. Only absolute `http(s)://` URLs become links (the kit's `tokenizeText`: one linear scan, the URL
 * policy refusing what it must); a relative path such as `/p/slug` stays text (spec 002 §5: "Comment text links need
 * a non-relative URL"). Links open in a new tab with `rel="nofollow ugc noopener"`.
 */
export const CommentBody = memo(function CommentBody({ body }: CommentBodyProps) {
  const tokens = useMemo(() => tokenizeText(body), [body]);
  return (
    <p className={styles.body} dir="auto" data-part="comment-body">
      {tokens.map((token, index) => {
        if (token.type !== 'link') return token.text;
        const href = safeLinkHref(token.href);
        if (href === null) return token.text;
        return (
          <a key={index} href={href} target="_blank" rel={COMMENT_LINK_REL} className={styles.link} data-part="comment-link">
            {token.text}
          </a>
        );
      })}
    </p>
  );
});
