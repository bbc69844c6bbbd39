import { QRCodeSVG } from 'qrcode.react';
import { forwardRef } from 'react';
import { useT } from '../../platform/context';
import { lightColors } from '../../theme/tokens';
import * as styles from './QRCode.css';

/**
 * QR modules are always dark on a light quiet zone, in every theme: many scanners cannot read inverted codes.
 * The colours are the light theme's text and surface tokens.
 */
export const QR_FOREGROUND = lightColors.text;
export const QR_BACKGROUND = lightColors.surface;
/** Quiet zone around the code, in modules (the QR standard asks for 4). */
export const QR_QUIET_ZONE_MODULES = 4 as const;

export const qrErrorLevels = ['L', 'M', 'Q', 'H'] as const;
export type QRErrorLevel = (typeof qrErrorLevels)[number];

export interface QRCodeProps {
  /** The URL (or text) to encode. */
  value: string;
  /** Width and height in px, quiet zone included. Default 160. */
  size?: number;
  /** Accessible name; default "QR code for {value}". */
  label?: string;
  /** Error correction: `L` 7 %, `M` 15 % (default), `Q` 25 %, `H` 30 %. */
  level?: QRErrorLevel;
  className?: string;
}

/**
 * A scannable QR code of a URL (qrcode.react, SVG), named for screen readers ("QR code for https://…"). Dark
 * modules on a white quiet zone even in dark mode, so phones can scan it from the screen.
 */
export const QRCode = forwardRef<HTMLDivElement, QRCodeProps>(function QRCode({ value, size = 160, label, level = 'M', className }, ref) {
  const t = useT();
  return (
    <div ref={ref} className={className ? `${styles.frame} ${className}` : styles.frame} data-part="qr-code">
      <QRCodeSVG
        value={value}
        size={size}
        level={level}
        marginSize={QR_QUIET_ZONE_MODULES}
        fgColor={QR_FOREGROUND}
        bgColor={QR_BACKGROUND}
        className={styles.svg}
        role="img"
        aria-label={label ?? t('ui.qr.label', { url: value })}
      />
    </div>
  );
});
