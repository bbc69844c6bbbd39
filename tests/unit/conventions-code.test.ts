/**
 * Code conventions (the rules are in ./conventions/checks.ts): colours only from the theme, a boundary on every
 * exported connected component, no effects in views. Each rule runs over the tree and, first, over a deliberate
 * violation, so a rule that cannot fail is seen failing here.
 */
import { describe, expect, it } from 'vitest';
import * as publicSurface from '../../src/index';
import { colourLiterals, isConnectedModule, unboundedConnected, viewEffects } from './conventions/checks';
import { read, walk } from './conventions/sources';

const sources = new Map(
  walk('src')
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => [f, read(f)] as const),
);
const publicNames = new Set(Object.keys(publicSurface));
const connectedFiles = new Set([...sources].filter(([f, s]) => isConnectedModule(f, s)).map(([f]) => f.replace(/\.tsx$/, '')));

describe('colours come from the theme', () => {
  it('fails on a colour literal outside src/theme (fixtures)', () => {
    expect(colourLiterals('src/features/live/views/live.css.ts', "export const tag = style({ background: '#d1242f', color: '#fff' });")).toEqual([
      'src/features/live/views/live.css.ts: colour literal #d1242f (use a token from src/theme)',
      'src/features/live/views/live.css.ts: colour literal #fff (use a token from src/theme)',
    ]);
    expect(colourLiterals('src/ui/Scrim/Scrim.css.ts', "const s = style({ background: 'linear-gradient(rgba(0,0,0,0.6), transparent)' });")).toHaveLength(1);
    expect(colourLiterals('src/features/x/views/x.css.ts', "const s = style({ color: 'white' });")).toHaveLength(1);
    expect(colourLiterals('src/features/sharing/embed.ts', 'const html = `<iframe style="border:0; background:white;">`;')).toHaveLength(1);
  });

  it('lets the theme, comments, anchors and plain words be', () => {
    expect(colourLiterals('src/theme/tokens.ts', "const live = '#d1242f';")).toEqual([]);
    expect(colourLiterals('src/features/x/views/x.css.ts', "// was '#fff'\nconst s = style({ color: vars.color.onLive, background: 'transparent' });")).toEqual(
      [],
    );
    expect(colourLiterals('src/features/x/X.tsx', "const href = path + '#comments'; const label = 'Black Friday';")).toEqual([]);
  });

  it('src/ has no colour literal outside src/theme', () => {
    expect([...sources].flatMap(([f, s]) => colourLiterals(f, s))).toEqual([]);
  });
});

describe('every exported connected component has an error boundary', () => {
  const player = [
    "import { useVideoPlayer } from './useVideoPlayer';",
    "import { VideoPlayerView } from './views/VideoPlayerView';",
    'export function VideoPlayer(props: Props) {',
    '  return <VideoPlayerView {...useVideoPlayer(props)} />;',
    '}',
  ].join('\n');

  it('fails on a connected component exported bare (fixture)', () => {
    expect(unboundedConnected('src/features/media/player/VideoPlayer.tsx', player, new Set(['VideoPlayer']))).toEqual([
      'src/features/media/player/VideoPlayer.tsx: VideoPlayer is a connected component exported without an error boundary (defineScreen or withScreenBoundary)',
    ]);
  });

  it('passes the same component declared through the kit, and parts the package does not export', () => {
    const bounded =
      player.replace('export function VideoPlayer(', 'function ConnectedVideoPlayer(') +
      "\nexport const VideoPlayer = withScreenBoundary('VideoPlayer', ConnectedVideoPlayer);";
    expect(unboundedConnected('src/features/media/player/VideoPlayer.tsx', bounded, new Set(['VideoPlayer']))).toEqual([]);
    expect(unboundedConnected('src/features/media/player/VideoPlayer.tsx', player, new Set())).toEqual([]);
  });

  it('finds the connected modules it checks', () => {
    expect(connectedFiles.size).toBeGreaterThan(30);
    expect(connectedFiles).toContain('src/features/media/player/VideoPlayer');
    expect(connectedFiles).toContain('src/features/account/CardExpiryToast');
  });

  it('every connected component src/index exports is declared with a boundary', () => {
    expect([...sources].flatMap(([f, s]) => unboundedConnected(f, s, publicNames))).toEqual([]);
  });
});

describe('views import no hooks with effects', () => {
  const view = [
    "import { useEffect } from 'react';",
    "import { usePlatform } from '../../../platform/context';",
    "import { useCopyLink } from '../../sharing/useCopyLink';",
    "import { VideoPlayer } from '../../media/player/VideoPlayer';",
    'export function LivestreamPageView({ onExit }: Props) {',
    '  const { locale } = usePlatform();',
    "  useEffect(() => { document.addEventListener('keydown', onExit); }, [onExit]);",
    '  const share = () => navigator.clipboard.writeText(url);',
    '  return <VideoPlayer title={title} />;',
    '}',
  ].join('\n');

  it('fails on a view that listens to keys, copies, reads adapters and mounts a connected part (fixture)', () => {
    const reports = viewEffects('src/features/livestream/views/LivestreamPageView.tsx', view, new Set(['src/features/media/player/VideoPlayer']));
    expect(reports).toEqual([
      'src/features/livestream/views/LivestreamPageView.tsx: imports usePlatform (an adapter with effects: pass what the view needs as props)',
      'src/features/livestream/views/LivestreamPageView.tsx: imports the hook module ../../sharing/useCopyLink (effects belong in the data hook)',
      'src/features/livestream/views/LivestreamPageView.tsx: mounts the connected ../../media/player/VideoPlayer (take it as a slot or render prop)',
      'src/features/livestream/views/LivestreamPageView.tsx: document.addEventListener in a view (effects on the page belong in the data hook)',
      'src/features/livestream/views/LivestreamPageView.tsx: navigator.clipboard in a view (effects on the page belong in the data hook)',
    ]);
  });

  it('applies to bare `*View` components outside views/ and lets connected modules be', () => {
    expect(viewEffects('src/features/chat/list/ChatListView.tsx', "import { useQuery } from '@tanstack/react-query';", new Set())).toHaveLength(1);
    expect(viewEffects('src/features/livestream/LivestreamPage.tsx', view, new Set(['src/features/media/player/VideoPlayer']))).toEqual([]);
    // The design system's behaviour hooks (focus return) are the view's own business.
    expect(viewEffects('src/features/sharing/views/ShareDialogView.tsx', "import { useReturnFocus } from '../../../ui/useReturnFocus';", new Set())).toEqual(
      [],
    );
  });

  it('no view in src/features imports a hook with effects or touches a global', () => {
    expect([...sources].flatMap(([f, s]) => viewEffects(f, s, connectedFiles))).toEqual([]);
  });
});
