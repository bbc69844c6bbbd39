import { type HTMLAttributes, type ReactNode, useCallback, useMemo } from 'react';
import { CHAT_BODY_SEE_MORE_CHARS } from '../../../api/constants/community';
import { LinkText, TruncatedText } from '../../../ui/TruncatedText';
import { ELLIPSIS } from '../../../ui/TruncatedText/truncate';
import * as styles from './ChatBody.css';
import { type ChatBodySegment, chatBodySegments, chatBodyText, sliceSegments } from './chatBodySegments';

export interface ChatBodyMention {
  userId: number;
  name: string;
}

export interface ChatBodyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The plain body. */
  body: string;
  /** The body with mention markup `[@Name](user:ID)`; used instead of `body` when present. */
  rawBody?: string | null;
  /** `thread`: serif at reading size; `reply`: sans. Default `reply`. */
  size?: 'thread' | 'reply';
  /** Bodies longer than this show "See more" (T015). Default 600 (K001). */
  maxLength?: number;
  /** Controlled: whether a long body shows whole. */
  expanded?: boolean;
  /** Uncontrolled initial state. Default `false` (collapsed). */
  defaultExpanded?: boolean;
  /** Called with the new state when the reader presses "See more" / "See less". */
  onExpandedChange?: (expanded: boolean) => void;
  /** Renders a mention (e.g. as a link to the profile). Default: the name, highlighted. */
  renderMention?: (mention: ChatBodyMention) => ReactNode;
}

function renderSegment(segment: ChatBodySegment, key: number, renderMention: ChatBodyProps['renderMention']): ReactNode {
  if (segment.type === 'link') {
    return (
      <LinkText key={key} href={segment.href}>
        {segment.text}
      </LinkText>
    );
  }
  if (segment.type === 'mention') {
    const mention = { userId: segment.userId, name: segment.text };
    return (
      <span key={key} className={styles.mention} data-part="mention" data-user-id={segment.userId}>
        {renderMention ? renderMention(mention) : segment.text}
      </span>
    );
  }
  return segment.text;
}

/**
 * A chat item's text: line breaks kept, links shown cut to 64 characters with the whole URL as their target
 * (`LinkText`: safe `href`s only, `rel="… ugc"`), mentions highlighted. Past 600 characters the body is cut at a
 * word break with "See more" (T015) / "See less" (`TruncatedText`, `data-state` `full` | `collapsed` |
 * `expanded`), controlled (`expanded` + `onExpandedChange`) or not (`defaultExpanded`).
 */
export function ChatBody({
  body,
  rawBody,
  size = 'reply',
  maxLength = CHAT_BODY_SEE_MORE_CHARS,
  expanded,
  defaultExpanded,
  onExpandedChange,
  renderMention,
  className,
  ...rest
}: ChatBodyProps) {
  const segments = useMemo(() => chatBodySegments(body, rawBody), [body, rawBody]);
  const text = useMemo(() => chatBodyText(segments), [segments]);
  const renderText = useCallback(
    (shown: string) => {
      const cut = shown !== text && shown.endsWith(ELLIPSIS);
      const visible = cut ? sliceSegments(segments, shown.length - ELLIPSIS.length) : segments;
      return (
        <>
          {visible.map((segment, index) => renderSegment(segment, index, renderMention))}
          {cut ? <span className={styles.ellipsis}>{ELLIPSIS}</span> : null}
        </>
      );
    },
    [segments, text, renderMention],
  );
  if (text.trim() === '') return null;
  return (
    <TruncatedText
      text={text}
      maxLength={maxLength}
      expanded={expanded}
      defaultExpanded={defaultExpanded}
      onExpandedChange={onExpandedChange}
      renderText={renderText}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-size={size}
      data-part="chat-body"
      dir="auto"
      {...rest}
    />
  );
}
