export { Badge, badgeVariantNames, badgeSizeNames, type BadgeProps, type BadgeVariant, type BadgeSize } from './Badge';
