/**
 * The footer's data hook: composes one small hook per job — like (M16), save (M17), restack (M19 + first-time
 * nudge), like-upsell (M18) with the free signup (E21), reader guide (M22), PDF (M23), the facepile — each on the
 * screen kit (`useMachine`, `useOptimisticWrite`, `failureText`/`serverWords`), and keeps which dialog is open.
 */
import { useMemo, useState } from 'react';
import type { Plan, Post } from '../../api/schemas/core';
import type { Facepile } from '../../api/schemas/posts';
import { paths } from '../../kit/routes';
import { useLocation, useNavigation, usePlatform, useViewer } from '../../platform/context';
import { type FooterPermissions, type FooterPublication, footerPermissions } from './footerPermissions';
import { type FreeSignupSource, type FreeSignupState, useFreeSignup } from '../signup';
import { type LikeSnapshot, likerName } from './like.machine';
import type { LikeUpsellState } from './likeUpsell.machine';
import type { ReaderGuideState } from './readerGuide.machine';
import type { RestackSubject } from './restack.machine';
import { useFacepile } from './useFacepile';
import { useLike } from './useLike';
import { useLikeUpsell } from './useLikeUpsell';
import { usePdf } from './usePdf';
import { useReaderGuide } from './useReaderGuide';
import { useRestack } from './useRestack';
import { useSave } from './useSave';

/** Where the "View" link of the "Post saved" toast goes (the reader's saved list): `paths.saved()`. */
export const FOOTER_SAVED_POSTS_PATH = paths.saved();

/** The publication fields the footer reads: restack rules, name, author (admin likes), plans (like-upsell). */
export interface PostFooterPublication extends FooterPublication {
  id?: number | undefined;
  name?: string | undefined;
  author_name?: string | undefined;
  /** The publication's address: shared links point there (`{base_url}/p/{slug}`). */
  base_url?: string | undefined;
  plans?: readonly Plan[] | undefined;
}

export interface UsePostFooterOptions {
  /** The post is viewed as a cross-post: likes use E27/E28; no Edit. */
  crossPost?: boolean;
  /** The post's publication (restack rules, plans, author name). Without it restacks count as allowed. */
  publication?: PostFooterPublication | null;
  /** `surface` sent with likes, saves and restacks. Default `post`. */
  surface?: string;
  /** What a restack restacks: picks the toast and nudge variant. Default `post`. */
  subject?: RestackSubject;
  /** Runs when "Open as PDF" is chosen (G53: the spec names no endpoint). Default: nothing beyond the modal. */
  onOpenAsPdf?: (post: Post) => void;
  /** Edit (T083). Default: navigate to the editor (`paths.publishPost(id)`). */
  onEdit?: (post: Post) => void;
}

/** Which dialog the footer has open. */
export type PostFooterDialog = null | 'freeSubscribeToLike' | 'signInToSave' | 'signInToRestack' | 'share';

export interface PostFooterController {
  permissions: FooterPermissions;
  like: LikeSnapshot & { pending: boolean };
  saved: boolean;
  savePending: boolean;
  restack: { restacked: boolean; count: number; pending: boolean; nudge: boolean };
  readerGuide: ReaderGuideState;
  pdfOpen: boolean;
  upsell: LikeUpsellState;
  dialog: PostFooterDialog;
  /** Free signup (free-subscribe-to-like or like-upsell): idle, submitting, done. */
  signup: 'idle' | 'submitting' | 'done';
  signInHref: string;
  /** The reader's e-mail (the like-upsell e-mail input is disabled when set). */
  userEmail: string | null;
  facepile: { status: 'loading' | 'ready'; data: Facepile | null };
  toggleLike: () => void;
  toggleSave: () => void;
  toggleRestack: () => void;
  toggleReaderGuide: () => void;
  retryReaderGuide: () => void;
  openAsPdf: () => void;
  closePdf: () => void;
  edit: () => void;
  openShare: () => void;
  closeDialog: () => void;
  closeUpsell: () => void;
  /** Like-upsell share view: close it and open the share dialog. */
  shareFromUpsell: () => void;
  /** Like-upsell plan picker: go to the checkout for a plan (G51: `paths.subscribe({ plan })`). */
  choosePlan: (planId: string) => void;
  /** Free signup by e-mail (E21). */
  subscribeFree: (email: string, source: FreeSignupSource) => void;
  closeNudge: () => void;
  /** "View now" in the nudge. */
  viewRestack: () => void;
}

export function usePostFooter(post: Post, options: UsePostFooterOptions = {}): PostFooterController {
  const { crossPost = false, publication = null, surface = 'post', subject = 'post', onOpenAsPdf, onEdit } = options;
  const viewer = useViewer();
  const navigation = useNavigation();
  const location = useLocation();
  const { flags } = usePlatform();
  const permissions = useMemo(() => footerPermissions({ role: viewer.role, flags, crossPost, publication }), [viewer.role, flags, crossPost, publication]);
  const [dialog, setDialog] = useState<PostFooterDialog>(null);

  const { facepile, refresh } = useFacepile(post.id);
  const signup = useFreeSignup(publication?.id);
  const upsell = useLikeUpsell(viewer.role);
  const like = useLike(post, {
    crossPost,
    surface,
    enabled: flags.like_posts_enabled,
    liker: likerName(viewer.role, viewer.user?.name, publication?.author_name ?? post.publishedBylines?.[0]?.name),
    onSignIn: () => {
      signup.reset();
      setDialog('freeSubscribeToLike');
    },
    onDone: (request) => {
      refresh();
      if (request === 'like' && upsell.afterLike()) signup.reset();
    },
  });
  const save = useSave(post, { surface, signedIn: viewer.role !== 'anonymous', onSignIn: () => setDialog('signInToSave') });
  const restack = useRestack(post, { surface, subject, permission: permissions.restack, onSignIn: () => setDialog('signInToRestack'), onDone: refresh });
  const guide = useReaderGuide(post.id);
  const pdf = usePdf(post, onOpenAsPdf);

  return {
    permissions,
    like: { ...like.shown, pending: like.pending },
    saved: save.saved,
    savePending: save.pending,
    restack: { ...restack.shown, pending: restack.pending, nudge: restack.nudge },
    readerGuide: guide.state,
    pdfOpen: pdf.generating,
    upsell: upsell.state,
    dialog,
    signup: signupPhase(signup.state),
    signInHref: paths.signIn(`${location.pathname}${location.search}`),
    userEmail: viewer.user?.email ?? null,
    facepile,
    toggleLike: like.toggle,
    toggleSave: save.toggle,
    toggleRestack: restack.toggle,
    toggleReaderGuide: guide.toggle,
    retryReaderGuide: guide.retry,
    openAsPdf: pdf.open,
    closePdf: pdf.close,
    edit: () => (onEdit ? onEdit(post) : navigation.navigate(paths.publishPost(post.id))),
    openShare: () => setDialog('share'),
    closeDialog: () => setDialog(null),
    closeUpsell: upsell.close,
    shareFromUpsell: () => {
      upsell.close();
      setDialog('share');
    },
    choosePlan: (planId) => {
      upsell.close();
      navigation.navigate(paths.subscribe({ plan: planId }));
    },
    subscribeFree: signup.submit,
    closeNudge: restack.closeNudge,
    viewRestack: () => {
      restack.closeNudge();
      navigation.navigate(restack.viewPath);
    },
  };
}

/** The modals' view of the shared free signup (M31): a failure is back to the form once its alert is closed. */
function signupPhase(state: FreeSignupState): PostFooterController['signup'] {
  if (state.name === 'success') return 'done';
  return state.name === 'submitting' ? 'submitting' : 'idle';
}
