/**
 * `webview-modal` (spec 000, M72): guidance shown inside the in-app browsers of Instagram, Facebook and LinkedIn,
 * where signing in and paying often fail: how to open the page in the phone's browser. Detection is
 * `detectInAppBrowser(userAgent)` on the platform's user agent (a story or host passes `userAgent`). The copy is
 * designed (the spec gives none). Closing it ("Continue here" or Escape) keeps it closed for this page view.
 */
import { useState } from 'react';
import { onDemand, whenOpen } from '../../../kit/onDemand';
import { useUserAgent } from '../../../platform/context';
import { detectInAppBrowser } from './rules';
import type { WebviewModalViewProps } from './WebviewModalView';

/** The view, loaded on demand: only in-app browsers ever show it. */
const WebviewModalViewOnDemand = /* @__PURE__ */ onDemand<WebviewModalViewProps>(() => import('./WebviewModalView').then((m) => m.WebviewModalView), {
  when: whenOpen,
});

/** The modal, connected: opens by itself when the user agent is an Instagram, Facebook or LinkedIn in-app browser. */
export function WebviewModal() {
  const app = detectInAppBrowser(useUserAgent());
  const [open, setOpen] = useState(true);
  if (!app) return null;
  return <WebviewModalViewOnDemand app={app} open={open} onOpenChange={setOpen} />;
}
