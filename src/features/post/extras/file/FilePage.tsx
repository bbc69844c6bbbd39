import { defineScreen } from '../../../../kit/Screen';
import { FilePageView } from './FilePageView';
import { useFileEntry } from './useFileEntry';

export interface FilePageProps {
  /** The file's key (`file_key`); read from the route `/file/{name}` when omitted. */
  name?: string;
}

function ConnectedFilePage({ name }: { name: string }) {
  const { status, file, errorMessage, reload } = useFileEntry(name);
  return <FilePageView status={status} file={file} errorMessage={errorMessage} onRetry={reload} />;
}

/**
 * The connected file page `/file/{name}` (spec 003 "File page"; E64): `useFileEntry` joined with `FilePageView`,
 * declared with the kit's `defineScreen`. Without `name` it reads the route.
 */
export const FilePage = defineScreen({
  name: 'FilePage',
  resolve: (props: FilePageProps, route) => {
    const name = props.name ?? (route?.screen === 'file' ? route.params.name : undefined);
    return name === undefined ? null : { name };
  },
  Body: ConnectedFilePage,
  identity: ({ name }) => name,
  notFound: <FilePageView status="not_found" />,
});
