export {
  Button,
  IconButton,
  IconButtonRoom,
  buttonVariantNames,
  buttonSizeNames,
  type ButtonProps,
  type IconButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './Button';
