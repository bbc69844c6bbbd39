export {
  ConfirmDialog,
  confirmDialogVariantNames,
  type ConfirmDialogProps,
  type ConfirmDialogVariant,
} from './ConfirmDialog';
