import type { ReactNode } from 'react';
import type { ReturnFocus } from '../../../ui/focusReturn';
import { Avatar } from '../../../ui/Avatar';
import { isolate } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { TextField } from '../../../ui/Field';
import { useT } from '../i18n';
import type { ListPublication, PublicationSearch, ReadingListStateName } from '../readingList.machine';
import * as styles from './discover.css';

export interface ReadingListModalViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'create' | 'edit';
  /** The machine's state (`data-state`). */
  state: ReadingListStateName;
  name: string;
  onNameChange: (name: string) => void;
  /** The search box's text. */
  searchText: string;
  onSearchChange: (text: string) => void;
  search: PublicationSearch;
  /** The reader's words for a failed search. */
  searchFailureText?: string | undefined;
  publications: readonly ListPublication[];
  onAdd: (publication: ListPublication) => void;
  onRemove: (publication: ListPublication) => void;
  canSave: boolean;
  onSave: () => void;
  /** Where focus goes when the modal closes (default: what opened it). */
  returnFocus?: ReturnFocus;
}

function PublicationRow({ publication, action }: { publication: ListPublication; action: ReactNode }) {
  return (
    <li className={styles.row} data-publication-id={publication.id}>
      <Avatar name={publication.name} src={publication.logo_url ?? null} size={32} decorative />
      <span className={styles.rowText}>
        <bdi className={styles.rowName}>{publication.name}</bdi>
        <bdi className={styles.rowMeta}>{publication.hero_text || publication.subdomain}</bdi>
      </span>
      {action}
    </li>
  );
}

/**
 * The bare reading list modal (M46): the list's name, the publication search with its states, the chosen
 * publications, Cancel and Save (enabled only when the machine allows it). Props in, markup out.
 */
export function ReadingListModalView({
  open,
  onOpenChange,
  mode,
  state,
  name,
  onNameChange,
  searchText,
  onSearchChange,
  search,
  searchFailureText,
  publications,
  onAdd,
  onRemove,
  canSave,
  onSave,
  returnFocus = 'trigger',
}: ReadingListModalViewProps) {
  const t = useT();
  const chosen = new Set(publications.map((p) => p.id));
  const removeButton = (p: ListPublication) => (
    <Button size="sm" variant="secondary" aria-label={t('discover.readingList.remove', { name: isolate(p.name) })} onClick={() => onRemove(p)}>
      {t('discover.readingList.removeShort')}
    </Button>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'create' ? t('discover.readingList.title.create') : t('discover.readingList.title.edit')}
      returnFocus={returnFocus}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('discover.readingList.cancel')}</Button>
          </DialogClose>
          <Button disabled={!canSave && state !== 'saving'} loading={state === 'saving'} onClick={onSave}>
            {t('discover.readingList.save')}
          </Button>
        </>
      }
    >
      <form
        className={styles.listForm}
        data-part="reading-list-modal"
        data-state={state}
        data-search={search.name}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) onSave();
        }}
      >
        <TextField label={t('discover.readingList.name')} value={name} onValueChange={onNameChange} maxLength={200} autoComplete="off" />
        <TextField
          label={t('discover.readingList.search')}
          type="search"
          value={searchText}
          onValueChange={onSearchChange}
          autoComplete="off"
          maxLength={200}
          onKeyDown={(event) => {
            // Enter in the search box searches; it never submits the list.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <div aria-live="polite" data-part="publication-search" data-state={search.name}>
          {search.name === 'idle' ? <p className={styles.searchStatus}>{t('discover.readingList.search.idle')}</p> : null}
          {search.name === 'searching' ? <p className={styles.searchStatus}>{t('discover.readingList.search.searching')}</p> : null}
          {search.name === 'empty' ? <p className={styles.searchStatus}>{t('discover.readingList.search.empty')}</p> : null}
          {search.name === 'failed' ? (
            <p className={styles.searchStatus} role="alert">
              {searchFailureText}
            </p>
          ) : null}
          {search.name === 'results' ? (
            <ul className={styles.rows} aria-label={t('discover.readingList.search')}>
              {search.results.map((p) => (
                <PublicationRow
                  key={p.id}
                  publication={p}
                  action={
                    chosen.has(p.id) ? (
                      removeButton(p)
                    ) : (
                      <Button size="sm" aria-label={t('discover.readingList.add', { name: isolate(p.name) })} onClick={() => onAdd(p)}>
                        {t('discover.readingList.addShort')}
                      </Button>
                    )
                  }
                />
              ))}
            </ul>
          ) : null}
        </div>
        <section aria-label={t('discover.readingList.chosen')}>
          <h3 className={styles.sectionTitle}>{t('discover.readingList.chosen')}</h3>
          {publications.length === 0 ? (
            <p className={styles.searchStatus}>{t('discover.readingList.chosen.none')}</p>
          ) : (
            <ul className={styles.rows} data-part="reading-list-publications">
              {publications.map((p) => (
                <PublicationRow key={p.id} publication={p} action={removeButton(p)} />
              ))}
            </ul>
          )}
        </section>
      </form>
    </Dialog>
  );
}
