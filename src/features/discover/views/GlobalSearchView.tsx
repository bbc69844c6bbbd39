import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { Avatar } from '../../../ui/Avatar';
import { Dialog } from '../../../ui/Dialog';
import type { ReturnFocus } from '../../../ui/focusReturn';
import { type GlobalSearchEvent, type GlobalSearchState, resultsQuery, type SearchOption, searchOptions } from '../globalSearch.machine';
import { useT } from '../i18n';
import { IME_KEY_CODE } from '../searchShortcut';
import * as styles from './discover.css';

type OpenState = Extract<GlobalSearchState, { name: 'open' }>;

export interface GlobalSearchViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The machine's state while open (`null` while it opens). */
  state: OpenState | null;
  send: (event: GlobalSearchEvent) => void;
  /** The reader's words for failed suggestions or results. */
  suggestionsFailureText?: string | undefined;
  resultsFailureText?: string | undefined;
  /** Where focus goes on close (default: what had focus when the search opened). */
  returnFocus?: ReturnFocus;
}

const groupOf = (option: SearchOption) => option.kind;
const groupTitles = {
  suggestion: 'discover.search.suggested',
  post: 'discover.search.posts',
  publication: 'discover.search.publications',
  person: 'discover.search.people',
} as const;

/** A stable, valid element id for an option (suggestions by position: typing resets the active one). */
function optionId(base: string, option: SearchOption, index: number): string {
  switch (option.kind) {
    case 'suggestion':
      return `${base}-suggestion-${index}`;
    case 'post':
      return `${base}-post-${option.post.id}`;
    case 'publication':
      return `${base}-publication-${option.publication.id}`;
    case 'person':
      return `${base}-person-${option.person.id}`;
    default:
      return option satisfies never;
  }
}

function OptionContent({ option }: { option: SearchOption }) {
  const t = useT();
  switch (option.kind) {
    case 'suggestion':
      return (
        <>
          <bdi className={styles.rowName}>{option.suggestion.text}</bdi>
          <span className={styles.optionKind}>{t(`discover.search.${option.suggestion.type}`)}</span>
        </>
      );
    case 'post':
      return (
        <span className={styles.rowText}>
          <bdi className={styles.rowName}>{option.post.title}</bdi>
          {option.post.subtitle ? <bdi className={styles.rowMeta}>{option.post.subtitle}</bdi> : null}
        </span>
      );
    case 'publication':
      return (
        <>
          <Avatar name={option.publication.name} src={option.publication.logo_url ?? null} size={32} decorative />
          <span className={styles.rowText}>
            <bdi className={styles.rowName}>{option.publication.name}</bdi>
            <bdi className={styles.rowMeta}>{option.publication.hero_text || option.publication.subdomain}</bdi>
          </span>
        </>
      );
    case 'person':
      return (
        <>
          <Avatar name={option.person.name} src={option.person.photo_url ?? null} size={32} decorative />
          <span className={styles.rowText}>
            <bdi className={styles.rowName}>{option.person.name}</bdi>
            {option.person.handle ? <bdi className={styles.rowMeta}>@{option.person.handle}</bdi> : null}
          </span>
        </>
      );
    default:
      return option satisfies never;
  }
}

/**
 * The bare global search overlay (M50): a combobox (the search box) driving a listbox of suggested searches, posts,
 * publications and people. Focus stays in the box; the active option is named by `aria-activedescendant` and marked
 * `aria-selected`, so a screen reader announces it as the arrows move. Esc closes (the dialog), and focus returns.
 */
export function GlobalSearchView({
  open,
  onOpenChange,
  state,
  send,
  suggestionsFailureText,
  resultsFailureText,
  returnFocus = 'trigger',
}: GlobalSearchViewProps) {
  const t = useT();
  const base = useId();
  const listboxId = `${base}-listbox`;
  const options = state ? searchOptions(state) : [];
  const ids = options.map((option, index) => optionId(base, option, index));
  const activeId = state && state.active >= 0 ? ids[state.active] : undefined;
  const query = state?.query ?? '';
  const asked = resultsQuery(query);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An input method is composing: its keys (Enter confirms the character) are not ours.
    if (event.nativeEvent.isComposing || event.keyCode === IME_KEY_CODE) return;
    if (event.key === 'ArrowDown') send({ type: 'MOVE', by: 1 });
    else if (event.key === 'ArrowUp') send({ type: 'MOVE', by: -1 });
    else if (event.key === 'PageUp' || (event.key === 'Home' && event.ctrlKey)) send({ type: 'FIRST' });
    else if (event.key === 'PageDown' || (event.key === 'End' && event.ctrlKey)) send({ type: 'LAST' });
    // Enter opens the active option, or with none active the first result (the machine's SUBMIT).
    else if (event.key === 'Enter' && state) send({ type: 'SUBMIT' });
    else return;
    event.preventDefault();
  };

  // The options in groups, in the machine's order.
  const groups: { kind: SearchOption['kind']; items: { option: SearchOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const kind = groupOf(option);
    const last = groups[groups.length - 1];
    if (last && last.kind === kind) last.items.push({ option, index });
    else groups.push({ kind, items: [{ option, index }] });
  });

  let status: ReactNode = null;
  const resultCount = state?.results.name === 'ready' ? options.filter((o) => o.kind !== 'suggestion').length : null;
  if (state?.suggestions.name === 'loading' && !asked) status = t('discover.search.suggestions.loading');
  else if (state?.suggestions.name === 'failed' && !asked) status = suggestionsFailureText;
  else if (state?.results.name === 'loading') status = t('discover.search.loading');
  else if (state?.results.name === 'failed') status = resultsFailureText;
  else if (resultCount === 0 && options.length === 0) status = t('discover.search.none', { query: asked });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('discover.search.open')} size="md" returnFocus={returnFocus}>
      <div
        data-part="global-search"
        data-state={state ? 'open' : 'loading'}
        data-results={state?.results.name}
        data-suggestions={state?.suggestions.name}
        data-submitted={state?.submitted ? 'true' : undefined}
      >
        <input
          // The search opened to be typed in: focus starts in its box (the dialog's close button otherwise).
          autoFocus
          className={styles.searchBox}
          type="text"
          role="combobox"
          aria-label={t('discover.search.label')}
          aria-expanded={options.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={`${base}-hint`}
          placeholder={t('discover.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          value={query}
          onChange={(event) => send({ type: 'TYPE', query: event.target.value })}
          onKeyDown={onKeyDown}
        />
        <p id={`${base}-hint`} className={styles.hint}>
          {t('discover.search.hint')}
        </p>
        <div role="listbox" id={listboxId} aria-label={t('discover.search.label')} className={styles.listbox}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox is role="group" (ARIA listbox pattern); a fieldset is a form control group.
            <div key={`${group.kind}-${group.items[0]!.index}`} role="group" aria-labelledby={`${base}-group-${group.kind}`} className={styles.group}>
              <p id={`${base}-group-${group.kind}`} className={styles.groupLabel} role="presentation">
                {t(groupTitles[group.kind])}
              </p>
              {group.items.map(({ option, index }) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox owns the keyboard (arrows + Enter); options never take focus.
                <div
                  key={ids[index]}
                  id={ids[index]}
                  role="option"
                  tabIndex={-1}
                  aria-selected={state?.active === index}
                  data-kind={option.kind}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => state?.active !== index && send({ type: 'HOVER', index })}
                  onClick={() => send({ type: 'CHOOSE', index })}
                >
                  <OptionContent option={option} />
                </div>
              ))}
            </div>
          ))}
        </div>
        <p className={styles.status} aria-live="polite" data-part="global-search-status">
          {status ?? (resultCount !== null ? t('discover.search.count', { count: resultCount }) : null)}
        </p>
      </div>
    </Dialog>
  );
}
