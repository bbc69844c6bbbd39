export { QRCode, QR_FOREGROUND, QR_BACKGROUND, QR_QUIET_ZONE_MODULES, qrErrorLevels, type QRCodeProps, type QRErrorLevel } from './QRCode';
