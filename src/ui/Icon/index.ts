export { Icon, iconSizeNames, type IconProps, type IconSize } from './Icon';
