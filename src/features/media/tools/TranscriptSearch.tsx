import { useState } from 'react';
import type { TranscriptMediaKind } from '../../../api/schemas/mediaTools';
import { withScreenBoundary } from '../../../kit/Screen';
import { useTranscriptSearch } from './useTranscriptSearch';
import { TranscriptSearchView } from './views/TranscriptSearchView';

export interface TranscriptSearchProps {
  /** Whose transcript: a video upload's (`video`, its numeric id) or an audio upload's (`audio`). */
  kind: TranscriptMediaKind;
  id: string | number;
  /** A match's timestamp was clicked: seek the player to `seconds`. */
  onSeek: (seconds: number) => void;
}

function ConnectedTranscriptSearch({ kind, id, onSeek }: TranscriptSearchProps) {
  const [value, setValue] = useState('');
  const search = useTranscriptSearch(kind, String(id));
  return (
    <TranscriptSearchView
      state={search.state}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        search.type(next);
      }}
      onSeek={onSeek}
      onRetry={search.retry}
    />
  );
}

/** Search in a video's or episode's transcript (debounced 100 ms, P45); matches seek the player through `onSeek`. */
export const TranscriptSearch = withScreenBoundary('TranscriptSearch', ConnectedTranscriptSearch);
