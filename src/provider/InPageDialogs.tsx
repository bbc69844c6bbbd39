import { useMemo, useRef, useState } from 'react';
import { onDemand } from '../kit/onDemand';
import type { ConfirmOptions, DialogAdapter } from '../platform/dialogs';

interface Request {
  /** Distinguishes queued requests, so each gets its own dialog (fresh focus handling) and is settled once. */
  id: number;
  kind: 'alert' | 'confirm';
  message: string;
  options?: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

export interface InPageDialogsState {
  adapter: DialogAdapter;
  current: Request | undefined;
  /** Answers the request on screen (`true` for OK/confirm) and shows the next one. Extra calls are ignored. */
  settle: (ok: boolean) => void;
}

/** The dialog, loaded on demand: most page views never show an alert (keeps Radix's alert dialog out of the provider). */
const ConfirmDialog = /* @__PURE__ */ onDemand(() => import('../ui/ConfirmDialog/ConfirmDialog').then((m) => m.ConfirmDialog));

/** Queue of alerts and confirmations shown one at a time by `InPageDialogHost`. */
export function useInPageDialogs(): InPageDialogsState {
  const [queue, setQueue] = useState<Request[]>([]);
  const queueRef = useRef(queue);
  queueRef.current = queue;
  const nextId = useRef(1);
  const adapter = useMemo<DialogAdapter>(
    () => ({
      alert: (message) =>
        new Promise<void>((resolve) => {
          const id = nextId.current++;
          setQueue((q) => [...q, { id, kind: 'alert', message, resolve: () => resolve() }]);
        }),
      confirm: (message, options) =>
        new Promise<boolean>((resolve) => {
          const id = nextId.current++;
          setQueue((q) => [...q, { id, kind: 'confirm', message, ...(options ? { options } : {}), resolve }]);
        }),
    }),
    [],
  );
  const settled = useRef(new Set<number>());
  const settle = (ok: boolean) => {
    const head = queueRef.current[0];
    if (!head || settled.current.has(head.id)) return;
    settled.current.add(head.id);
    setQueue((q) => q.filter((r) => r.id !== head.id));
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
      key={request.id}
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
