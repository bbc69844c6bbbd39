import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { media } from '../../../theme/media';

export const root = style({ display: 'inline-flex', maxWidth: '100%', '@media': { [media.mobile]: { display: 'flex', width: '100%' } } });

/** Full width on phones: the button sits under the author's name and bio there. */
export const button = style({ '@media': { [media.mobile]: { width: '100%' } } });

export const following = style({ color: vars.color.accentText });
