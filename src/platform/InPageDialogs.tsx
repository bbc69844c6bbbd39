import { useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import type { ConfirmOptions, DialogAdapter } from './dialogs';

interface Request {
  kind: 'alert' | 'confirm';
  message: string;
  options?: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

export interface InPageDialogsState {
  adapter: DialogAdapter;
  current: Request | undefined;
  settle: (ok: boolean) => void;
}

/** Queue of alerts and confirmations shown one at a time by `InPageDialogHost`. */
export function useInPageDialogs(): InPageDialogsState {
  const [queue, setQueue] = useState<Request[]>([]);
  const queueRef = useRef(queue);
  queueRef.current = queue;
  const adapter = useMemo<DialogAdapter>(
    () => ({
      alert: (message) =>
        new Promise<void>((resolve) => setQueue((q) => [...q, { kind: 'alert', message, resolve: () => resolve() }])),
      confirm: (message, options) =>
        new Promise<boolean>((resolve) => setQueue((q) => [...q, { kind: 'confirm', message, ...(options ? { options } : {}), resolve }])),
    }),
    [],
  );
  const settle = (ok: boolean) => {
    const head = queueRef.current[0];
    if (!head) return;
    setQueue((q) => q.slice(1));
    head.resolve(ok);
  };
  return { adapter, current: queue[0], settle };
}

/** Renders the head of the queue as an accessible alert dialog. */
export function InPageDialogHost({ state }: { state: InPageDialogsState }) {
  const request = state.current;
  if (!request) return null;
  return (
    <ConfirmDialog
      open
      variant={request.kind}
      title={request.options?.title}
      description={request.message}
      confirmLabel={request.options?.confirmLabel}
      cancelLabel={request.options?.cancelLabel}
      destructive={request.options?.destructive}
      onConfirm={() => state.settle(true)}
      onCancel={() => state.settle(false)}
    />
  );
}
