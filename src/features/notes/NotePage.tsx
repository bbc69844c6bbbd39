import { defineScreen } from '../../kit/Screen';
import { useNotePage } from './useNotePage';
import { NotePageView } from './views/NotePageView';

export interface NotePageProps {
  /** The note's id; read from the route (`/@{handle}/note/c-{id}`) when omitted. */
  noteId?: number;
}

function ConnectedNotePage({ noteId }: { noteId: number }) {
  const page = useNotePage(noteId);
  const { status } = page;
  return (
    <NotePageView
      status={status.name}
      note={status.name === 'ready' ? status.data.comment : undefined}
      replies={status.name === 'ready' ? status.data.replies : undefined}
      now={page.now}
      errorMessage={page.errorMessage}
      onRetry={page.retry}
    />
  );
}

/** One note and its replies (`/@{handle}/note/c-{id}`, designed): `useNotePage` joined to `NotePageView`. */
export const NotePage = defineScreen({
  name: 'NotePage',
  resolve: (props: NotePageProps, route) => {
    const noteId = props.noteId ?? (route?.screen === 'note' ? Number(route.params.noteId) : undefined);
    return noteId ? { noteId } : null;
  },
  Body: ConnectedNotePage,
  identity: ({ noteId }) => String(noteId),
});
