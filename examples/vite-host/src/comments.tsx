// A host page that shows one post's comments, as a publication's site would: the package's CommentsPage inside its
// providers, reading `/api/v1` from the page's own origin. `scripts/bench-comments-host.mjs` serves this build with the
// mock API answering over HTTP and times what a reader sees from navigation start.
import '@masthead/ui/styles.css';
import { CommentsPage, PlatformProvider, ThemeProvider } from '@masthead/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const slug = new URLSearchParams(window.location.search).get('slug') ?? 'the-big-conversation';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <PlatformProvider>
        <CommentsPage slug={slug} />
      </PlatformProvider>
    </ThemeProvider>
  </StrictMode>,
);
