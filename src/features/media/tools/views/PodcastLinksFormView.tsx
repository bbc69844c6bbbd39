import { type FormEvent, useId } from 'react';
import { Button } from '../../../../ui/Button';
import { ErrorState } from '../../../../ui/ErrorState';
import { TextField } from '../../../../ui/Field';
import { Skeleton } from '../../../../ui/Skeleton';
import { type PodcastLinkField, podcastLinkFields, PODCAST_LINK_PREFIXES } from '../../podcastLinks';
import { useT } from '../i18n';
import { fieldErrors, type PodcastLinkError, type PodcastLinksFormState } from '../podcastLinksForm.machine';
import * as styles from './tools.css';

export type PodcastLinksFormStatus = 'loading' | 'error' | 'ready';

export interface PodcastLinksFormViewProps {
  /** Whether the section's links are loaded (`error`: the read failed). */
  status: PodcastLinksFormStatus;
  /** The form machine's state: values, which errors show, saving. */
  state: PodcastLinksFormState;
  /** The reader's words for a failed read. */
  errorMessage?: string | undefined;
  onRetry?: () => void;
  onEdit: (field: PodcastLinkField, value: string) => void;
  onSubmit: () => void;
}

/**
 * The bare podcast platform links form (inventory `podcast-platform-links-form`): six address fields (Apple Podcasts,
 * Overcast, Pocket Casts, Spotify, YouTube, YouTube Music), each with its own error — T123 with the platform's
 * prefix, T124, or the server's words — and, after a save that could not go, an alert naming the fields to check.
 */
export function PodcastLinksFormView({ status, state, errorMessage, onRetry, onEdit, onSubmit }: PodcastLinksFormViewProps) {
  const t = useT();
  const titleId = useId();
  const errors = fieldErrors(state);
  const failing = podcastLinkFields.filter((field) => errors[field]);
  const errorText = (error: PodcastLinkError) =>
    error.name === 'invalid_prefix'
      ? t('media.podcastLinks.invalidPrefix', { prefix: error.prefix })
      : error.name === 'too_long'
        ? t('media.podcastLinks.tooLong')
        : error.message;
  const values = state.name === 'loading' ? null : state.values;
  const saving = state.name === 'saving';
  const formState = status !== 'ready' ? status : state.name === 'editing' && state.saved ? 'saved' : state.name;
  return (
    <form
      className={styles.form}
      data-part="podcast-links-form"
      data-state={formState}
      noValidate
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || saving || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('mediaTools.podcastLinks.title')}
      </h2>
      <p className={styles.hint}>{t('mediaTools.podcastLinks.hint')}</p>
      {status === 'loading' ? (
        <div className={styles.fields} data-part="podcast-links-skeleton">
          {podcastLinkFields.map((field) => (
            <div key={field} className={styles.skeletonField}>
              <Skeleton width="120px" height="14px" radius="sm" />
              <Skeleton height="44px" />
            </div>
          ))}
        </div>
      ) : null}
      {status === 'error' ? <ErrorState description={errorMessage ?? t('mediaTools.podcastLinks.loadFailed')} onRetry={onRetry} headingLevel={3} /> : null}
      {status === 'ready' && values ? (
        <>
          {failing.length > 0 ? (
            <p className={styles.error} role="alert" data-part="podcast-links-summary">
              {t('mediaTools.podcastLinks.check', {
                count: failing.length,
                fields: failing.map((field) => t(`mediaTools.podcastLinks.${field}`)).join(', '),
              })}
            </p>
          ) : null}
          <div className={styles.fields}>
            {podcastLinkFields.map((field) => {
              const error = errors[field];
              return (
                <TextField
                  key={field}
                  name={field}
                  label={t(`mediaTools.podcastLinks.${field}`)}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={PODCAST_LINK_PREFIXES[field]}
                  value={values[field]}
                  readOnly={saving}
                  onValueChange={(value) => onEdit(field, value)}
                  error={error ? <bdi>{errorText(error)}</bdi> : undefined}
                />
              );
            })}
          </div>
          <div className={styles.row}>
            <Button type="submit" loading={saving}>
              {t('mediaTools.podcastLinks.save')}
            </Button>
          </div>
        </>
      ) : null}
    </form>
  );
}
