import { Search } from 'lucide-react';
import { useId } from 'react';
import { isolatedText } from '../../../../ui/bidi';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import { TextField } from '../../../../ui/Field';
import { formatTimestamp, highlightPieces, type TranscriptSearchState, visibleMatches } from '../transcriptSearch.machine';
import { useT } from '../i18n';
import * as styles from './tools.css';

/** At most this many matches are listed; the rest are counted (narrow the search to reach them). */
export const TRANSCRIPT_RESULTS_SHOWN = 50;
/** A match's text is cut to this many characters (the list stays readable however long a segment is). */
export const TRANSCRIPT_EXCERPT_MAX_LENGTH = 280;

export interface TranscriptSearchViewProps {
  /** The search machine's state: idle, waiting (debounce), searching, results, none or error. */
  state: TranscriptSearchState;
  /** The text in the field (controlled by the caller). */
  value: string;
  onValueChange: (value: string) => void;
  /** A match's timestamp was clicked: seek the player to `seconds`. */
  onSeek: (seconds: number) => void;
  onRetry: () => void;
}

function excerpt(text: string): string {
  return text.length > TRANSCRIPT_EXCERPT_MAX_LENGTH ? `${text.slice(0, TRANSCRIPT_EXCERPT_MAX_LENGTH).trimEnd()}…` : text;
}

/**
 * The bare transcript search: a search field, the matches with the term highlighted and a timestamp button that
 * seeks, "no matches", or the failure with a retry. Transcript text is the speakers' words: each excerpt is
 * bidi-isolated (`dir="auto"`), cut to 280 characters and clamped to three lines; at most 50 matches are listed.
 */
export function TranscriptSearchView({ state, value, onValueChange, onSeek, onRetry }: TranscriptSearchViewProps) {
  const t = useT();
  const statusId = useId();
  const matches = visibleMatches(state);
  const shown = matches.slice(0, TRANSCRIPT_RESULTS_SHOWN);
  const hidden = matches.length - shown.length;
  const busy = state.name === 'waiting' || state.name === 'searching';
  return (
    <search className={styles.tool} data-part="transcript-search" data-state={state.name} aria-busy={busy || undefined}>
      <TextField
        label={t('mediaTools.transcript.label')}
        type="search"
        placeholder={t('mediaTools.transcript.placeholder')}
        value={value}
        onValueChange={onValueChange}
        autoComplete="off"
        spellCheck={false}
        aria-controls={statusId}
        enterKeyHint="search"
      />
      <p id={statusId} className={`${styles.status} ${styles.liveRegion}`} aria-live="polite">
        {busy ? t('mediaTools.transcript.searching') : null}
        {state.name === 'results' ? t('mediaTools.transcript.results', { count: state.matches.length }) : null}
        {state.name === 'none' ? (
          <span>
            <Icon icon={Search} size="compressed" /> {isolatedText(([term]) => t('mediaTools.transcript.none', { term }), [state.term.trim()])}
          </span>
        ) : null}
      </p>
      {state.name === 'error' ? (
        <div className={styles.row}>
          <p className={styles.error} role="alert">
            {t('mediaTools.transcript.failed')}
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common.error.retry')}
          </Button>
        </div>
      ) : null}
      {shown.length > 0 ? (
        <ol className={styles.results} data-part="transcript-results">
          {shown.map((match) => {
            const time = formatTimestamp(match.start);
            return (
              <li key={`${match.start}-${match.end}`} className={styles.result}>
                <button type="button" className={styles.seek} aria-label={t('mediaTools.transcript.seek', { time })} onClick={() => onSeek(match.start)}>
                  {time}
                </button>
                <p className={styles.excerpt} dir="auto">
                  {highlightPieces(excerpt(match.text), state.term).map((piece, i) =>
                    piece.match ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>,
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
      {hidden > 0 ? <p className={styles.hint}>{t('mediaTools.transcript.more', { count: hidden })}</p> : null}
    </search>
  );
}
