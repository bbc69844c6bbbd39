import { livestreamStore } from '../../mocks/db/livestream';
import { configureLiveStreamAudience, resetLiveStreamRealtime } from '../../mocks/realtime/liveStream';

/**
 * A still live stream for screenshots, as a story's `beforeEach`: the scripted audience waits for the play to drive it
 * (so every screenshot is the same), and the seeded emoji are left out of the stories' world — screenshots may only
 * draw the bundled fonts and no emoji face is bundled (a real page draws emoji with the reader's system font). The
 * script's first step is a message with an emoji, so the audience starts at the second (a join notice).
 */
export function stillLivestream() {
  resetLiveStreamRealtime();
  configureLiveStreamAudience({ intervalMs: 0 });
  for (const m of livestreamStore.messages) if (m.body) m.body = m.body.replace(/\s*(\p{Extended_Pictographic}|\p{Regional_Indicator})+/gu, '!');
  livestreamStore.audienceCursor[801] = 1;
  return () => resetLiveStreamRealtime();
}
