// A host page that shows the reader's feed, as a publication's app would: the package's FeedPage inside its providers,
// reading `/api/v1` from the page's own origin. `scripts/host-size.mjs` counts the JS this page loads at first load.
import '@masthead/ui/styles.css';
import { FeedPage, PlatformProvider, ThemeProvider } from '@masthead/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <PlatformProvider>
        <FeedPage />
      </PlatformProvider>
    </ThemeProvider>
  </StrictMode>,
);
