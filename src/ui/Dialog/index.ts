export { Dialog, DialogClose, dialogSizeNames, type DialogProps, type DialogCloseProps, type DialogSize } from './Dialog';
