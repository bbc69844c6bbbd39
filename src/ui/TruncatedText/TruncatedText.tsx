import { forwardRef, type HTMLAttributes, type ReactNode, useCallback, useId, useState } from 'react';
import { useT } from '../../platform/context';
import * as styles from './TruncatedText.css';
import { CHAT_TRUNCATE_LENGTH, truncateForDisplay } from './truncate';

export interface TruncatedTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The whole text. Line breaks are kept. */
  text: string;
  /**
   * Longer text is cut (at a word break where possible) with a "See more" button. Counted in user-perceived
   * characters. Default 600, the chat message limit (K001).
   */
  maxLength?: number;
  /** Controlled: whether the whole text shows. */
  expanded?: boolean;
  /** Uncontrolled initial state. Default `false`. */
  defaultExpanded?: boolean;
  /** Called with the new state when the reader presses "See more" / "See less". */
  onExpandedChange?: (expanded: boolean) => void;
  /** Renders the shown text (e.g. to turn URLs into `LinkText`). Default: the text as is. */
  renderText?: (text: string) => ReactNode;
}

/**
 * Long text cut to `maxLength` characters with a "See more" / "See less" toggle. The toggle is a button with
 * `aria-expanded` that controls the text; short text renders without one. `data-state` is `full` (not cut),
 * `collapsed` or `expanded`.
 */
export const TruncatedText = forwardRef<HTMLDivElement, TruncatedTextProps>(function TruncatedText(
  { text, maxLength = CHAT_TRUNCATE_LENGTH, expanded: expandedProp, defaultExpanded = false, onExpandedChange, renderText, className, ...rest },
  ref,
) {
  const t = useT();
  const textId = useId();
  const [expandedState, setExpandedState] = useState(defaultExpanded);
  const expanded = expandedProp ?? expandedState;
  const setExpanded = useCallback(
    (next: boolean) => {
      if (expandedProp === undefined) setExpandedState(next);
      onExpandedChange?.(next);
    },
    [expandedProp, onExpandedChange],
  );
  const { visible, truncated } = truncateForDisplay(text, maxLength);
  const shown = truncated && !expanded ? visible : text;
  const state = !truncated ? 'full' : expanded ? 'expanded' : 'collapsed';
  return (
    <div ref={ref} className={className ? `${styles.root} ${className}` : styles.root} data-state={state} {...rest}>
      <div id={textId} className={styles.text}>
        {renderText ? renderText(shown) : shown}
      </div>
      {truncated ? (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('ui.truncated.seeLess') : t('ui.truncated.seeMore')}
        </button>
      ) : null}
    </div>
  );
});
