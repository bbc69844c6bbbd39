import { pathTo } from '../../../kit/routes';
import { useT } from '../i18n';
import * as styles from './EmbedTestPage.css';

/** The test frame's size (spec 003 §9 "Embed test frame: 480x320"). */
export const EMBED_TEST_FRAME = { width: 480, height: 320 } as const;

/**
 * The embed test page (`/embed/test`; inventory `embed-test-page`): the subscribe widget as another site shows it, in
 * a 480 × 320 frame that loads this site's `/embed`. Static: no data of its own.
 */
export function EmbedTestPage() {
  const t = useT();
  return (
    <main className={styles.page} data-part="embed-test-page" data-state="ready">
      <div className={styles.column}>
        <h1 className={styles.title}>{t('growth.embedTest.title')}</h1>
        <p className={styles.lede}>{t('growth.embedTest.lede')}</p>
        <iframe
          className={styles.frame}
          src={pathTo('embedSubscribe')}
          title={t('growth.embedTest.frame')}
          width={EMBED_TEST_FRAME.width}
          height={EMBED_TEST_FRAME.height}
        />
      </div>
    </main>
  );
}
