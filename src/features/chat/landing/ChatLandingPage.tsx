import { ArrowRight, MessagesSquare } from 'lucide-react';
import { useId } from 'react';
import { defineScreen } from '../../../kit/Screen';
import { Link } from '../../../platform/Link';
import { useT } from '../i18n';
import { Icon } from '../../../ui/Icon';
import { isolatedText } from '../../../ui/bidi';
import { onDemand } from '../../../kit/onDemand';
import type { QRCodeProps } from '../../../ui/QRCode/QRCode';
import { StoreBadges } from './StoreBadges';
import * as styles from './landing.css';
import { type UseChatLandingOptions, useChatLanding } from './useChatLanding';

/** The QR code's encoder (qrcode.react) loads on demand; its square keeps the room meanwhile (phones never show it). */
const QRCode = /* @__PURE__ */ onDemand<QRCodeProps>(() => import('../../../ui/QRCode/QRCode').then((m) => m.QRCode), {
  fallback: ({ size, className }) => <div className={className} style={{ width: size, aspectRatio: '1 / 1' }} aria-hidden />,
});

/** Width of the landing page's QR code, quiet zone included (px). */
export const CHAT_LANDING_QR_SIZE = 176;

export interface ChatLandingPageViewProps {
  /** Names the chat in the heading (T018); without one the heading reads "Join the subscriber chat". */
  publicationName: string | null;
  /** The chat link the QR code encodes (`{base_url}/chat`); `null` leaves the QR code out. */
  chatUrl: string | null;
  /** "Or open on web" (T019): the web chat, an app path. */
  webPath: string;
  appStoreUrl: string;
  googlePlayUrl: string;
}

/**
 * The subscriber-chat landing page, bare view (spec 000/002): "Join {name}'s subscriber chat", a scannable QR code
 * of the chat link, App Store and Google Play badges, and "Or open on web". Phones see the badges first (the QR
 * code is for opening the chat on another device). `data-state` is `ready`, or `no-qr` without a chat link.
 */
export function ChatLandingPageView({ publicationName, chatUrl, webPath, appStoreUrl, googlePlayUrl }: ChatLandingPageViewProps) {
  const t = useT();
  const storeHeadingId = useId();
  return (
    <div className={styles.page} data-part="chat-landing" data-state={chatUrl ? 'ready' : 'no-qr'}>
      <div className={styles.hero}>
        <span className={styles.heroIcon}>
          <Icon icon={MessagesSquare} size="tab" />
        </span>
        <p className={styles.eyebrow}>{t('chat.subscriberChat')}</p>
        <h1 className={styles.heading}>
          {publicationName ? isolatedText(([name]) => t('chat.landing.heading', { name }), [publicationName]) : t('chat.landing.headingNoName')}
        </h1>
        <p className={styles.intro}>{t('chat.landing.intro')}</p>
      </div>
      <div className={styles.panel}>
        {chatUrl ? (
          <>
            <figure className={styles.qr}>
              <QRCode className={styles.qrCode} value={chatUrl} size={CHAT_LANDING_QR_SIZE} label={t('chat.landing.qrLabel', { url: chatUrl })} />
              <figcaption className={styles.qrCaption}>{t('chat.landing.scan')}</figcaption>
            </figure>
            <span className={styles.divider} aria-hidden />
          </>
        ) : null}
        <div className={styles.store}>
          <h2 id={storeHeadingId} className={styles.storeHeading}>
            {t('chat.landing.getApp')}
          </h2>
          <StoreBadges appStoreUrl={appStoreUrl} googlePlayUrl={googlePlayUrl} labelledBy={storeHeadingId} />
        </div>
      </div>
      <Link to={webPath} className={styles.webLink} data-part="open-on-web">
        {t('chat.landing.openOnWeb')}
        <Icon icon={ArrowRight} size="compressed" />
      </Link>
    </div>
  );
}

export type ChatLandingPageProps = UseChatLandingOptions;

function ConnectedChatLandingPage(props: ChatLandingPageProps) {
  const landing = useChatLanding(props);
  return <ChatLandingPageView {...landing} />;
}

/** The subscriber-chat landing page `/chat`, connected through `useChatLanding` (publication from the platform), declared with `defineScreen`. */
export const ChatLandingPage = defineScreen({
  name: 'ChatLandingPage',
  resolve: (props: ChatLandingPageProps) => props,
  Body: ConnectedChatLandingPage,
});
