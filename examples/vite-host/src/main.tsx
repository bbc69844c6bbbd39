import '@masthead/ui/styles.css';
import { Button, ConfirmDialog, PlatformProvider, ThemeProvider, formatCount, useDialogs } from '@masthead/ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Demo() {
  const dialogs = useDialogs();
  const [open, setOpen] = useState(false);
  return (
    <main style={{ padding: 24, display: 'flex', gap: 12 }}>
      <Button onClick={() => setOpen(true)}>Delete ({formatCount(1234)})</Button>
      <Button variant="secondary" onClick={() => void dialogs.alert('Saved')}>
        Alert
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} description="Delete this thread?" destructive onConfirm={() => setOpen(false)} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider accent="#1d4ed8">
      <PlatformProvider dialogs="in-page">
        <Demo />
      </PlatformProvider>
    </ThemeProvider>
  </StrictMode>,
);
