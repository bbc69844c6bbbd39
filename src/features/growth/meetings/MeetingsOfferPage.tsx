import { failureText } from '../../../kit/failure';
import { defineScreen } from '../../../kit/Screen';
import { useT } from './i18n';
import { useMeetingsOffer } from './useMeetingsOffer';
import { MeetingsOfferView } from './views/MeetingsOfferView';

function ConnectedMeetingsOfferPage() {
  const t = useT();
  const { load, offer, retry } = useMeetingsOffer();
  const status = load.name === 'loading' ? 'loading' : load.name === 'ready' ? (offer ? 'ready' : 'unavailable') : 'error';
  return (
    <MeetingsOfferView
      status={status}
      offer={offer}
      errorMessage={load.name === 'error' || load.name === 'not-found' ? failureText(load.failure, t, 'growth.meetings.offer.error') : undefined}
      onRetry={retry}
    />
  );
}

/**
 * The paid meeting offer (`/meetings`, spec 003; inventory `meetings-offer-page`): `useMeetingsOffer` (P14) joined with
 * `MeetingsOfferView`, declared with the kit's `defineScreen`. It needs no props: the publication is the one the
 * platform serves.
 */
export const MeetingsOfferPage = defineScreen({
  name: 'MeetingsOfferPage',
  resolve: () => ({}),
  Body: ConnectedMeetingsOfferPage,
});
