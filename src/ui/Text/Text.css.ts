import { styleVariants } from '@vanilla-extract/css';
import { eyebrow, lede, muted, title } from '../../theme/layout.css';

/** The text roles of the layout primitives, as classes. */
export const tone = styleVariants({ eyebrow: [eyebrow], title: [title], lede: [lede], muted: [muted] });
