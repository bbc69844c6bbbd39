/**
 * The spec uses the browser's `alert` and `confirm` for failures and confirmations. Screens call this adapter
 * instead. The default uses `window.alert` / `window.confirm`; `PlatformProvider dialogs="in-page"` swaps in an
 * accessible in-page implementation (an alert dialog whose text tests can read).
 */
export interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  destructive?: boolean;
}

export interface DialogAdapter {
  alert(message: string): Promise<void>;
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
}

export const browserDialogs: DialogAdapter = {
  alert: async (message) => {
    globalThis.alert?.(message);
  },
  confirm: async (message) => globalThis.confirm?.(message) ?? false,
};
