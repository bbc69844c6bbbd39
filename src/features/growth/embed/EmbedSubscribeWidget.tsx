import { failureText } from '../../../kit/failure';
import { defineScreen } from '../../../kit/Screen';
import { useT } from '../i18n';
import { EmbedSubscribeWidgetView } from './EmbedSubscribeWidgetView';
import { useEmbedSubscribe } from './useEmbedSubscribe';

function ConnectedEmbedSubscribeWidget() {
  const t = useT();
  const widget = useEmbedSubscribe();
  const { load } = widget;
  return (
    <EmbedSubscribeWidgetView
      status={load.name === 'ready' ? 'ready' : load.name === 'loading' ? 'loading' : 'error'}
      publication={widget.publication}
      errorMessage={
        load.name === 'error' ? failureText(load.failure, t, 'growth.embed.error.load') : load.name === 'not-found' ? t('growth.embed.error.load') : undefined
      }
      onRetry={widget.retry}
      formState={widget.formState}
      email={widget.email}
      signedInAs={widget.signedInAs}
      onSubmit={widget.submit}
    />
  );
}

/**
 * The subscribe widget other sites embed (`/embed`, spec 003; inventory `embed-subscribe-widget`, M60): the
 * publication the platform serves, an e-mail signup or an invite-only request form, terms and privacy links, and
 * sign-out for a signed-in reader. `useEmbedSubscribe` joined with `EmbedSubscribeWidgetView`, declared with the kit's
 * `defineScreen` (its error boundary included). It needs no props: mount it anywhere inside `PlatformProvider`.
 */
export const EmbedSubscribeWidget = defineScreen({
  name: 'EmbedSubscribeWidget',
  resolve: () => ({}),
  Body: ConnectedEmbedSubscribeWidget,
});
