// The first-comment probe both comments benchmarks add to a page before its scripts (`page.addInitScript`):
// `window.__firstComment` resolves with `performance.now()` of the first task after the frame that first shows a
// comment (`[data-part="comment"]`), whether the comment is in the server's HTML or mounted later by the client;
// `window.__firstCommentCount` and `__firstCommentRoots`: the comments and top-level threads that frame shows.
// Used by scripts/bench-comments-host.mjs (a Vite host) and examples/next-host/check.mjs (a Next.js host).
export function firstCommentProbe() {
  window.__firstComment = new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector('[data-part="comment"]')) return false;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__firstCommentCount = document.querySelectorAll('[data-part="comment"]').length;
          window.__firstCommentRoots = document.querySelectorAll('[data-part="comment"][data-depth="0"]').length;
          resolve(performance.now());
        };
        channel.port2.postMessage(0);
      });
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
}
