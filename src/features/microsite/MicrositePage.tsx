import { defineScreen } from '../../kit/Screen';
import { type MicrositeOptions, useMicrosite } from './useMicrosite';
import { MicrositeView } from './views/MicrositeView';

export interface MicrositePageProps extends MicrositeOptions {}

function ConnectedMicrositePage(props: MicrositePageProps) {
  return <MicrositeView {...useMicrosite(props)} />;
}

/**
 * The anniversary microsite (`/america250`): `useMicrosite` (the address, the events, the open event, the stories)
 * joined to `MicrositeView`. The view, the open event and the filters are read from the platform's location.
 */
export const MicrositePage = defineScreen({
  name: 'MicrositePage',
  resolve: (props: MicrositePageProps) => props,
  Body: ConnectedMicrositePage,
});
