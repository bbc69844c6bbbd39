import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The standalone script's shadow root. The host element is in the host page's document, so the page's rules reach it
 * (and win over `:host`); inherited properties would then flow into the widget. `:host` starts from initial values,
 * and `reset`, the first element inside the shadow root, starts again from initial values whatever reached the host.
 * `all` leaves `direction` alone: the widget follows the page's direction where it sits (or `data-dir`).
 */
globalStyle(':host', { all: 'initial', display: 'block' });

export const reset = style({ all: 'initial', display: 'block' });
