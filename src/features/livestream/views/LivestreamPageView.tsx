import { Lock, Maximize2, Minimize2, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LiveStream, LiveStreamAudience, LiveStreamPageData, ViewerCounts } from '../../../api/schemas/livestream';
import { paths } from '../../../kit/routes';
import { safeMediaUrl } from '../../../kit/url';
import { formatFullDate } from '../../../i18n/format';
import { Link } from '../../../platform/Link';
import { elementText } from '../../../ui/bidi';
import { Button } from '../../../ui/Button';
import { button } from '../../../ui/Button/Button.css';
import { Dialog } from '../../../ui/Dialog';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { useT } from '../i18n';
import { aspectOf, endedMessage, gateVariant, type State } from '../livestream.machine';
import { LiveChatPanelView, type LiveChatPanelViewProps } from './LiveChatPanelView';
import * as styles from './livestream.css';
import { useDateSettings } from '../../../platform/context';

export interface LivestreamPageViewProps {
  state: State;
  /** The reader's words for a failed load. */
  errorMessage?: string | undefined;
  onRetry: () => void;
  /** Enters or leaves fullscreen (the connected page also leaves it on Escape). */
  onToggleFullscreen: () => void;
  onDismissGate: () => void;
  onOpenGate: () => void;
  /** Whether the viewer is signed in (the gate offers sign-in otherwise). */
  signedIn: boolean;
  /** The chat panel's props, without its placement; `narrow` (< 800 px) puts it under the player. */
  chat: Omit<LiveChatPanelViewProps, 'placement'> & { narrow: boolean };
  /** Renders the stream's player (the connected page passes the package's `VideoPlayer`); nothing when left out. */
  renderPlayer?: (player: LivestreamPlayerSlot) => ReactNode;
  /** Copies the stream's address (the sharing area's copy hook in the connected page). */
  onShare: () => void;
  /** Whether the "Link copied" confirmation shows. */
  shareCopied: boolean;
  /** The reader's locale, for the dates of upcoming and past streams. */
  locale: string;
}

/** What the page's player slot is given: the stream's HLS address, its poster and its size. */
export interface LivestreamPlayerSlot {
  title: string;
  src: string;
  posterUrl: string | null | undefined;
  width: number;
  height: number;
}

/** M32's view: every page state in `data-state`; fullscreen hides the header, the chat and the details. */
export function LivestreamPageView(props: LivestreamPageViewProps) {
  const { state } = props;
  const t = useT();
  const fullscreen = state.name === 'active' && state.fullscreen;
  return (
    <main className={styles.page} data-part="livestream" data-state={state.name} data-fullscreen={fullscreen}>
      {fullscreen ? null : (
        <header className={styles.header} data-part="livestream-header">
          <h1 className={styles.headerTitle}>{t('livestream.page.title')}</h1>
        </header>
      )}
      {state.name === 'loading' ? <LoadingStage /> : null}
      {state.name === 'failed' ? (
        <div className={styles.column}>
          <ErrorState description={props.errorMessage} onRetry={props.onRetry} headingLevel={2} />
        </div>
      ) : null}
      {state.name === 'no_active' ? <NoActiveStream page={state.page} locale={props.locale} /> : null}
      {state.name === 'ended' ? <StreamEnded stream={state.stream} message={endedMessage(state)} /> : null}
      {state.name === 'active' || state.name === 'active_gated' ? <ActiveStage {...props} state={state} /> : null}
    </main>
  );
}

function LoadingStage() {
  const t = useT();
  return (
    <div className={styles.stage} role="status" aria-busy="true" aria-label={t('livestream.page.loading')}>
      <div className={styles.main}>
        <div className={styles.playerBox} style={{ paddingTop: '56.25%' }} />
        <div className={styles.details}>
          <Skeleton height={28} width="60%" />
          <Skeleton height={16} width="90%" />
          <Skeleton height={16} width="30%" />
        </div>
      </div>
    </div>
  );
}

function ActiveStage(props: LivestreamPageViewProps & { state: Extract<State, { name: 'active' | 'active_gated' }> }) {
  const { state, chat, onToggleFullscreen, renderPlayer } = props;
  const t = useT();
  const fullscreen = state.name === 'active' && state.fullscreen;
  const aspect = aspectOf(state.info.aspectRatio);
  const { narrow, ...chatProps } = chat;
  const panel = fullscreen ? null : <LiveChatPanelView {...chatProps} placement={narrow ? 'inline' : 'side'} />;
  return (
    <div className={styles.stage} data-fullscreen={fullscreen} style={{ ['--live-aspect' as string]: String(aspect.width / aspect.height) }}>
      <div className={styles.main}>
        <div className={styles.playerBox} data-part="livestream-player">
          {state.name === 'active' && state.info.desktopPlaybackUrl ? (
            <>
              {renderPlayer?.({
                title: state.stream.title,
                src: state.info.desktopPlaybackUrl,
                posterUrl: state.stream.cover_image,
                width: aspect.width,
                height: aspect.height,
              })}
              <Button
                className={styles.fullscreenButton}
                size="sm"
                variant="secondary"
                leadingIcon={fullscreen ? <Minimize2 size={16} strokeWidth={2} /> : <Maximize2 size={16} strokeWidth={2} />}
                aria-pressed={fullscreen}
                onClick={onToggleFullscreen}
              >
                {fullscreen ? t('livestream.fullscreen.exit') : t('livestream.fullscreen.enter')}
              </Button>
            </>
          ) : (
            <GatedPlayer stream={state.stream} aspect={aspect} onOpenGate={props.onOpenGate} />
          )}
        </div>
        {fullscreen ? null : <Details stream={state.stream} counts={state.counts} onShare={props.onShare} copied={props.shareCopied} />}
        {narrow && panel ? <div className={styles.chatInline}>{panel}</div> : null}
      </div>
      {!narrow && panel ? <aside className={styles.chatSide}>{panel}</aside> : null}
      {state.name === 'active_gated' ? (
        <AccessGate audience={gateVariant(state.stream)} open={state.gate === 'open'} onDismiss={props.onDismissGate} signedIn={props.signedIn} />
      ) : null}
    </div>
  );
}

function GatedPlayer({ stream, aspect, onOpenGate }: { stream: LiveStream; aspect: { width: number; height: number }; onOpenGate: () => void }) {
  const t = useT();
  const cover = safeMediaUrl(stream.cover_image);
  return (
    <div className={styles.gatedPlayer} style={{ paddingTop: `${Math.min((aspect.height / aspect.width) * 100, 60)}%` }} data-part="livestream-gated">
      {cover ? <img className={styles.gatedCover} src={cover} alt="" /> : null}
      <div className={styles.gatedInner}>
        <Lock size={24} strokeWidth={2} aria-hidden />
        <span>{t(`livestream.gate.locked.${stream.audience}`)}</span>
        <Button size="sm" variant="secondary" onClick={onOpenGate}>
          {t('livestream.gate.reopen')}
        </Button>
      </div>
    </div>
  );
}

function Details({ stream, counts, onShare, copied }: { stream: LiveStream; counts: ViewerCounts; onShare: () => void; copied: boolean }) {
  const t = useT();
  return (
    <section className={styles.details} data-part="livestream-details" aria-labelledby="livestream-title">
      <div className={styles.detailsTop}>
        <span className={styles.liveTag}>
          <span className={styles.liveDot} aria-hidden />
          {t('livestream.live')}
        </span>
        <h2 className={styles.detailsTitle} id="livestream-title">
          {stream.title}
        </h2>
        <Button size="sm" variant="secondary" leadingIcon={<Share2 size={16} strokeWidth={2} />} onClick={onShare}>
          {t('livestream.details.share')}
        </Button>
      </div>
      {stream.description ? <p className={styles.description}>{stream.description}</p> : null}
      <p className={styles.counts} style={{ margin: 0 }} data-part="viewer-counts">
        <span className={styles.count} data-part="current-viewers">
          {t('livestream.details.watching', { count: counts.current_viewers })}
        </span>
        <span aria-hidden>·</span>
        <span className={styles.count} data-part="total-viewers">
          {t('livestream.details.total', { count: counts.total_viewers })}
        </span>
        <span role="status">{copied ? t('livestream.details.copied') : ''}</span>
      </p>
    </section>
  );
}

const PLAN: Record<LiveStreamAudience, string | undefined> = { only_free: undefined, paid: 'paid', only_founding: 'founding' };

function AccessGate({ audience, open, onDismiss, signedIn }: { audience: LiveStreamAudience; open: boolean; onDismiss: () => void; signedIn: boolean }) {
  const t = useT();
  const plan = PLAN[audience];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title={t(`livestream.gate.${audience}.title`)}
      description={t(`livestream.gate.${audience}.body`)}
    >
      <div className={styles.gateActions} data-part="access-gate" data-variant={audience}>
        <Link to={paths.subscribe(plan ? { plan } : undefined)} className={button({ variant: 'primary' })}>
          {t(`livestream.gate.${audience}.action`)}
        </Link>
        {signedIn ? null : (
          <Link to={paths.signIn(paths.livestream())} className={button({ variant: 'ghost' })}>
            {t('livestream.gate.signIn')}
          </Link>
        )}
        <Button variant="ghost" onClick={onDismiss}>
          {t('livestream.gate.notNow')}
        </Button>
      </div>
    </Dialog>
  );
}

function StreamEnded({ stream, message }: { stream: LiveStream; message: 'thanks' | LiveStreamAudience }) {
  const t = useT();
  const plan = message === 'thanks' ? undefined : PLAN[message];
  return (
    <section className={styles.ended} data-part="stream-ended" data-variant={message} aria-labelledby="stream-ended-title">
      <h2 className={styles.endedTitle} id="stream-ended-title">
        {t('livestream.ended.title')}
      </h2>
      <p className={styles.cardMeta}>{stream.title}</p>
      <p className={styles.endedText}>{message === 'thanks' ? t('livestream.ended.thanks') : t(`livestream.ended.invite.${message}`)}</p>
      <div className={styles.actions}>
        {message === 'thanks' ? null : (
          <Link to={paths.subscribe(plan ? { plan } : undefined)} className={button({ variant: 'primary' })}>
            {t(`livestream.gate.${message}.action`)}
          </Link>
        )}
        <Link to={paths.videos()} className={button({ variant: message === 'thanks' ? 'primary' : 'secondary' })}>
          {t('livestream.ended.watchMore')}
        </Link>
        <Link to={paths.home()} className={button({ variant: 'secondary' })}>
          {t('livestream.ended.home')}
        </Link>
      </div>
    </section>
  );
}

function NoActiveStream({ page, locale }: { page: LiveStreamPageData; locale: string }) {
  const { timeZone } = useDateSettings();
  const t = useT();
  return (
    <div className={styles.column} data-part="livestream-lists">
      <Section title={t('livestream.upcoming.heading')} id="upcoming">
        {page.scheduledLiveStreams.length === 0 ? (
          <p className={styles.emptyText}>{t('livestream.upcoming.empty')}</p>
        ) : (
          <ul className={styles.cards}>
            {page.scheduledLiveStreams.map((s) => (
              <li key={s.id}>
                <article className={styles.card}>
                  <CardImage src={s.cover_image} />
                  <h3 className={styles.cardTitle}>{s.title}</h3>
                  <p className={styles.cardMeta}>
                    {s.scheduled_start_at
                      ? elementText(
                          ([date]) => t('livestream.upcoming.meta', { date, audience: t(`livestream.audience.${s.audience}`) }),
                          [
                            <time key="date" dateTime={s.scheduled_start_at}>
                              {formatFullDate(s.scheduled_start_at, locale, timeZone)}
                            </time>,
                          ],
                        )
                      : t(`livestream.audience.${s.audience}`)}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title={t('livestream.past.heading')}
        id="past"
        action={
          page.pastLiveStreamSectionId !== null ? (
            <Link to={paths.videos()} className={styles.accentLink}>
              {t('livestream.past.watchMore')}
            </Link>
          ) : null
        }
      >
        {page.pastLiveStreamPosts.length === 0 ? (
          <p className={styles.emptyText}>{t('livestream.past.empty')}</p>
        ) : (
          <ul className={styles.cards}>
            {page.pastLiveStreamPosts.map((p) => (
              <li key={p.id}>
                <article className={styles.card}>
                  <CardImage src={p.cover_image} />
                  <h3 className={styles.cardTitle}>
                    <Link to={paths.post(p.slug)} className={styles.link}>
                      {p.title}
                    </Link>
                  </h3>
                  {p.post_date ? (
                    <p className={styles.cardMeta}>
                      <time dateTime={p.post_date}>{formatFullDate(p.post_date, locale, timeZone)}</time>
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Section({ title, id, action, children }: { title: string; id: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`livestream-${id}`}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id={`livestream-${id}`}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function CardImage({ src }: { src: string | null | undefined }) {
  const safe = safeMediaUrl(src);
  return safe ? <img className={styles.cardImage} src={safe} alt="" loading="lazy" /> : <div className={styles.cardImage} aria-hidden />;
}
