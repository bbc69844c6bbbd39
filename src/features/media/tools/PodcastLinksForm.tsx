import { withScreenBoundary } from '../../../kit/Screen';
import { failureText, toFailure } from '../../../kit/failure';
import { useT } from './i18n';
import { usePodcastLinksForm } from './usePodcastLinks';
import { PodcastLinksFormView } from './views/PodcastLinksFormView';

export interface PodcastLinksFormProps {
  /** The podcast section whose show links are edited (publication admins). */
  sectionId: number;
}

function ConnectedPodcastLinksForm({ sectionId }: PodcastLinksFormProps) {
  const t = useT();
  const form = usePodcastLinksForm(sectionId);
  const { links } = form;
  return (
    <PodcastLinksFormView
      status={links.isPending ? 'loading' : links.isError && !links.data ? 'error' : 'ready'}
      state={form.state}
      errorMessage={links.isError ? failureText(links.error, t) : undefined}
      // A refusal (403) is not retried: the reader is not an admin of the publication.
      onRetry={links.isError && toFailure(links.error).isForbidden ? undefined : () => void links.refetch()}
      onEdit={form.edit}
      onSubmit={form.submit}
    />
  );
}

/** The podcast platform links form (M69 per field; P46 read, P47 save) inside an error boundary. */
export const PodcastLinksForm = withScreenBoundary('PodcastLinksForm', ConnectedPodcastLinksForm);
