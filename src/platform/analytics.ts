/** Where the spec's tracking events go. A host forwards them to its own analytics. */
export interface AnalyticsSink {
  track(event: string, properties?: Record<string, unknown>): void;
}

export const noopAnalytics: AnalyticsSink = { track: () => {} };

export interface RecordingAnalytics extends AnalyticsSink {
  readonly events: ReadonlyArray<{ event: string; properties?: Record<string, unknown> }>;
  clear(): void;
}

/** Keeps every event in memory (stories and tests read `events`). */
export function createRecordingAnalytics(): RecordingAnalytics {
  const events: { event: string; properties?: Record<string, unknown> }[] = [];
  return {
    events,
    track: (event, properties) => void events.push(properties ? { event, properties } : { event }),
    clear: () => void events.splice(0),
  };
}
