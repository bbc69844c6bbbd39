import { useState } from 'react';
import { failureText } from '../../../kit/failure';
import { defineScreen } from '../../../kit/Screen';
import { onDemand, whenOpen } from '../../../ui/onDemand';
import { useT } from '../i18n';
import type { HomepageBlockSettingsProps } from './HomepageBlockSettings';
import { PublicationHomeView } from './PublicationHomeView';
import { usePublicationHome } from './usePublicationHome';

/** An admin's block settings: their code loads when an admin first opens them, so a reader's page never carries it. */
const HomepageBlockSettings = /* @__PURE__ */ onDemand<HomepageBlockSettingsProps>(
  () => import('./HomepageBlockSettings').then((m) => m.HomepageBlockSettings),
  { when: whenOpen },
);

function ConnectedPublicationHomePage() {
  const t = useT();
  const { load, admin, subscribedIds, retry } = usePublicationHome();
  // The block whose settings are open (`open`), and a serial per opening: each opening starts from the saved settings.
  const [settings, setSettings] = useState<{ blockId: number; serial: number; open: boolean } | null>(null);
  if (load.name !== 'ready') {
    return (
      <PublicationHomeView
        status={load.name === 'loading' ? 'loading' : 'error'}
        errorMessage={load.name === 'loading' ? undefined : failureText(load.failure, t, 'growth.home.error.load')}
        onRetry={retry}
      />
    );
  }
  const { data } = load;
  const settingsBlock = settings ? data.blocks.find((b) => b.id === settings.blockId) : undefined;
  return (
    <>
      {admin && settings && settingsBlock ? (
        <HomepageBlockSettings
          key={settings.serial}
          block={settingsBlock}
          open={settings.open}
          onOpenChange={(open) => setSettings((s) => (s ? { ...s, open } : s))}
        />
      ) : null}
      <PublicationHomeView
        status="ready"
        publication={data.publication ?? null}
        blocks={data.blocks}
        recommendations={data.recommendations}
        recommendationCount={data.recommendation_count ?? data.recommendations.length}
        preview={data.preview === true}
        canManage={admin}
        subscribedIds={subscribedIds}
        onBlockSettings={admin ? (blockId) => setSettings((s) => ({ blockId, serial: (s?.serial ?? 0) + 1, open: true })) : undefined}
      />
    </>
  );
}

/**
 * The publication home page (`/`; `?preview` for admins): `usePublicationHome` joined with `PublicationHomeView`,
 * declared with the kit's `defineScreen`. The publication is the one the site serves.
 */
export const PublicationHomePage = defineScreen({
  name: 'PublicationHomePage',
  resolve: () => ({}),
  Body: ConnectedPublicationHomePage,
});
