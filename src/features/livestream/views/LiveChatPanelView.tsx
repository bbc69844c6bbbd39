import { ChevronDown, ChevronUp, Send, WifiOff } from 'lucide-react';
import { type KeyboardEvent, memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { LIVE_CHAT_MAX_LENGTH } from '../../../api/constants/livestream';
import type { LiveStreamMessage } from '../../../api/schemas/livestream';
import { Avatar } from '../../../ui/Avatar';
import { isolate, isolatedText } from '../../../ui/bidi';
import { truncateForDisplay } from '../../../ui/TruncatedText';
import { Button, IconButton } from '../../../ui/Button';
import { WindowedList } from '../../../ui/WindowedList';
import { useT } from '../i18n';
import { type Composer, isJoinNotice, type State as ChatState, showsJumpToBottom } from '../liveChat.machine';
import type { ConnectionStatus } from '../realtime/connection.machine';
import * as styles from './livestream.css';

export interface LiveChatPanelViewProps {
  state: ChatState;
  /** The side panel (≥ 800 px, 400 wide) or inline under the player. */
  placement: 'side' | 'inline';
  connection: ConnectionStatus;
  availability: { disabled: boolean; reason: 'loading' | 'server' | null; placeholder: string | null };
  /** Site admin with the kicking feature: a block button per message. */
  canBlock: boolean;
  /** The viewer's own user id (no block button on their own messages). */
  ownUserId: number | null;
  onToggle: () => void;
  onScrolled: (distanceFromBottom: number) => void;
  onJumpToBottom: () => void;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  onBlock: (userId: number) => void;
}

/** M33's view: "Live Chat", the messages (sticking to the bottom while the reader is there), jump-to-bottom, the composer. */
export function LiveChatPanelView(props: LiveChatPanelViewProps) {
  const { state, placement, connection, availability, canBlock, ownUserId, onToggle, onScrolled, onJumpToBottom, onTextChange, onSubmit, onBlock } = props;
  const t = useT();
  const logRef = useRef<HTMLDivElement>(null);
  const expanded = state.panel === 'expanded';
  const atBottom = state.scroll === 'at_bottom';

  // Stick to the bottom while the reader is there; when scrolled up, scroll anchoring keeps what they read in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new messages are what moves the view
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !expanded || !atBottom) return;
    log.scrollTop = log.scrollHeight;
  }, [state.messages, expanded, atBottom]);

  const onScroll = useCallback(() => {
    const log = logRef.current;
    if (log) onScrolled(log.scrollHeight - log.clientHeight - log.scrollTop);
  }, [onScrolled]);

  const jump = useCallback(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    onJumpToBottom();
  }, [onJumpToBottom]);

  const byId = useMemo(() => new Map(state.messages.map((m) => [m.id, m])), [state.messages]);
  const ids = useMemo(() => state.messages.map((m) => m.id), [state.messages]);
  const blocking = state.blocking;
  const blocked = state.blocked;
  const bodyId = `live-chat-body-${placement}`;

  return (
    <section
      className={styles.chat}
      data-part="live-chat"
      data-panel={state.panel}
      data-scroll={state.scroll}
      data-placement={placement}
      aria-labelledby={`${bodyId}-title`}
    >
      <div className={styles.chatHeader}>
        <h2 className={styles.chatTitle} id={`${bodyId}-title`}>
          {t('livestream.chat.title')}
        </h2>
        {connection === 'reconnecting' || connection === 'connecting' ? (
          <span className={styles.connection} data-part="connection" data-state={connection} role="status">
            {connection === 'reconnecting' ? <WifiOff size={14} strokeWidth={2} aria-hidden /> : null}
            {connection === 'reconnecting' ? t('livestream.chat.reconnecting') : t('livestream.chat.connecting')}
          </span>
        ) : (
          <span className={styles.connection} data-part="connection" data-state={connection} role="status" />
        )}
        <IconButton
          label={expanded ? t('livestream.chat.minimize') : t('livestream.chat.expand')}
          icon={expanded ? <ChevronDown size={20} strokeWidth={2} /> : <ChevronUp size={20} strokeWidth={2} />}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        />
      </div>
      <div className={styles.body} id={bodyId} hidden={!expanded}>
        {expanded ? (
          <>
            {state.messages.length === 0 ? <p className={styles.empty}>{t('livestream.chat.empty')}</p> : null}
            <div
              ref={logRef}
              className={styles.log}
              onScroll={onScroll}
              role="log"
              aria-label={t('livestream.chat.messages')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              data-part="live-chat-log"
            >
              <WindowedList
                keys={ids}
                scroller={logRef}
                followEnd={atBottom}
                className={styles.list}
                part="live-chat-list"
                aria-label={t('livestream.chat.messages')}
                estimateSize={36}
                // Rows are short: 600 px beyond each edge of the panel is some 16 rows, and keeps at most 60 mounted at
                // any place in the 1,000 (800 beyond each edge mounted up to 61 in the middle of them).
                overscan={600}
                initialCount={30}
                renderItem={(id) => {
                  const m = byId.get(id)!;
                  return (
                    <MessageRow
                      message={m}
                      block={
                        canBlock && m.user.id !== ownUserId
                          ? blocked.includes(m.user.id)
                            ? 'blocked'
                            : blocking.includes(m.user.id)
                              ? 'blocking'
                              : 'none'
                          : null
                      }
                      onBlock={onBlock}
                    />
                  );
                }}
              />
            </div>
            {showsJumpToBottom(state) ? (
              <Button className={styles.jump} size="sm" variant="secondary" onClick={jump} data-part="jump-to-bottom">
                {state.unseen > 0 ? t('livestream.chat.jumpToBottomNew', { count: state.unseen }) : t('livestream.chat.jumpToBottom')}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {expanded ? <ChatComposer composer={state.composer} availability={availability} onTextChange={onTextChange} onSubmit={onSubmit} /> : null}
    </section>
  );
}

const MessageRow = memo(function MessageRow({
  message,
  block,
  onBlock,
}: {
  message: LiveStreamMessage;
  block: 'none' | 'blocking' | 'blocked' | null;
  onBlock: (userId: number) => void;
}) {
  const t = useT();
  if (isJoinNotice(message)) {
    const others = (message.num_viewers_joined ?? 1) - 1;
    return (
      <div className={styles.join} data-message-id={message.id} data-kind="join">
        {others > 0
          ? isolatedText(([name]) => t('livestream.chat.joinedOthers', { name, count: others }), [message.user.name])
          : isolatedText(([name]) => t('livestream.chat.joined', { name }), [message.user.name])}
      </div>
    );
  }
  return (
    <div className={styles.row} data-message-id={message.id}>
      <Avatar name={message.user.name} src={message.user.photo_url} size={24} decorative />
      <p className={styles.rowText} style={{ margin: 0 }}>
        <bdi className={styles.rowName}>{message.user.name}</bdi>
        <bdi data-part="live-chat-body">{truncateForDisplay(message.body ?? '', LIVE_CHAT_MAX_LENGTH).visible}</bdi>
      </p>
      {block ? (
        <button
          type="button"
          className={styles.blockButton}
          disabled={block !== 'none'}
          onClick={() => onBlock(message.user.id)}
          aria-label={block === 'blocked' ? undefined : t('livestream.chat.block', { name: isolate(message.user.name) })}
        >
          {block === 'blocked' ? t('livestream.chat.blocked') : t('livestream.chat.blockShort')}
        </button>
      ) : null}
    </div>
  );
});

function ChatComposer({
  composer,
  availability,
  onTextChange,
  onSubmit,
}: {
  composer: Composer;
  availability: LiveChatPanelViewProps['availability'];
  onTextChange: (text: string) => void;
  onSubmit: () => void;
}) {
  const t = useT();
  const placeholder =
    availability.reason === 'server' && availability.placeholder
      ? availability.placeholder
      : availability.reason === 'loading'
        ? t('livestream.chat.placeholderLoading')
        : t('livestream.chat.placeholder');
  const blocked = availability.reason !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <form
      className={styles.composer}
      data-part="live-chat-composer"
      data-state={blocked ? 'disabled' : composer.name}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className={styles.composerRow}>
        <input
          className={styles.input}
          aria-label={t('livestream.chat.label')}
          placeholder={placeholder}
          value={blocked ? '' : composer.text}
          disabled={blocked}
          readOnly={composer.name === 'sending'}
          aria-invalid={composer.name === 'failed' ? true : undefined}
          aria-describedby={composer.name === 'failed' ? 'live-chat-failed' : undefined}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={500}
        />
        <IconButton
          type="submit"
          label={t('livestream.chat.send')}
          icon={<Send size={20} strokeWidth={2} />}
          disabled={blocked || composer.name === 'sending' || composer.text.trim() === ''}
        />
      </div>
      {composer.name === 'failed' && !blocked ? (
        <p className={styles.composerNote} id="live-chat-failed">
          {t('livestream.chat.failed')}
        </p>
      ) : null}
    </form>
  );
}
