import { Lock, MessageSquareOff } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from '../../../platform/Link';
import { useT } from '../i18n';
import { button } from '../../../ui/Button/Button.css';
import { Icon } from '../../../ui/Icon';
import { CHAT_SUBSCRIBE_PATH } from '../links';
import { type ChatTeaserVariant, chatTeaserVariants } from './permalink';
import * as styles from './teaser.css';

export { chatTeaserVariants, type ChatTeaserVariant };

export interface ChatLockedTeaserProps {
  /** `paid` / `founding`: the audience the chat is for (named in the heading); `unavailable`: the generic teaser. */
  variant: ChatTeaserVariant;
  /**
   * Where the call to action leads; default `/subscribe`. `null` hides it (a deleted or missing item, which no
   * subscription would show).
   */
  subscribeHref?: string | null;
  /** Level of the heading. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Shown above the placeholder: e.g. the limited item's author and audience label. */
  header?: ReactNode;
  className?: string;
}

/** Widths of the blurred stand-in lines, like the end of a short message. */
const PLACEHOLDER_LINES = ['92%', '84%', '88%', '56%'] as const;

/**
 * What a chat permalink shows instead of an item the reader may not see (spec 000/002): a blurred stand-in of a
 * message under a lock, a heading naming the audience ("This chat is for paid subscribers" / "… founding
 * members") or the generic "This conversation is not available", and a call to action to subscribe. The region is
 * named by its heading; `data-variant` carries the variant.
 */
export function ChatLockedTeaser({ variant, subscribeHref = CHAT_SUBSCRIBE_PATH, headingLevel = 2, header, className }: ChatLockedTeaserProps) {
  const t = useT();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-labelledby={titleId}
      data-part="chat-locked-teaser"
      data-variant={variant}
    >
      {header ? <div className={styles.header}>{header}</div> : null}
      <div className={styles.placeholder} aria-hidden>
        {header ? null : (
          <div className={styles.placeholderRow}>
            <span className={styles.placeholderAvatar} />
            <span className={styles.placeholderLine} style={{ inlineSize: '32%' }} />
          </div>
        )}
        {PLACEHOLDER_LINES.map((width) => (
          <span key={width} className={styles.placeholderLine} style={{ inlineSize: width }} />
        ))}
      </div>
      <div className={styles.content}>
        <span className={`${styles.lock} ${styles.lockVariant[variant]}`}>
          <Icon icon={variant === 'unavailable' ? MessageSquareOff : Lock} size="tab" />
        </span>
        <Heading id={titleId} className={styles.title}>
          {t(`chat.teaser.${variant}.title`)}
        </Heading>
        <p className={styles.body}>{t(`chat.teaser.${variant}.body`)}</p>
        {subscribeHref ? (
          <Link to={subscribeHref} className={`${button({ variant: 'primary', size: 'md' })} ${styles.action}`} data-part="subscribe">
            {t(`chat.teaser.${variant}.action`)}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
