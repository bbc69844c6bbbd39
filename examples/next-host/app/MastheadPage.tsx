'use client';
/**
 * The client half: the platform and the whole product at one path, hydrated with what the server read. Rendered on
 * the server too (as every client component is), where the post body is sanitised with the server's DOM.
 */
import { PlatformProvider, ProductApp, ThemeProvider, createMemoryNavigation } from '@masthead/ui';
import type { DehydratedState } from '@masthead/ui/server';
import { useState } from 'react';
import { API_ORIGIN, RENDERED_AT } from './platform';

/** The reader the mock plays (its `paid` role); a real host passes the signed-in reader. */
const PAOLO = { role: 'paid', user: { id: 102, name: 'Paolo Paid', handle: 'paolo', email: 'paolo@example.com' } } as const;

export function MastheadPage({ path, state }: { path: string; state: DehydratedState }) {
  const [navigation] = useState(() => createMemoryNavigation(path));
  const server = typeof window === 'undefined';
  return (
    <ThemeProvider theme="light">
      <PlatformProvider
        apiBaseUrl={server ? API_ORIGIN : ''}
        navigation={navigation}
        viewer={PAOLO}
        publication={{ id: 1, name: 'The Daily Margin', subdomain: 'dailymargin', baseUrl: 'https://dailymargin.example.com' }}
        dehydratedState={state}
        renderedAt={RENDERED_AT}
        htmlWindow={server ? (globalThis as { mastheadHtmlWindow?: Window }).mastheadHtmlWindow : undefined}
        dialogs="in-page"
      >
        <ProductApp />
      </PlatformProvider>
    </ThemeProvider>
  );
}
