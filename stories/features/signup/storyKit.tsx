/**
 * What the newsletters, follow, coupons and signup stories share: a probe of the platform's location (the in-memory
 * navigation of the story), so a play can assert where a screen sent the reader, and the mock's 500 text.
 */
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { useLocation } from '../../../src/platform/context';

/** The mock's words for an injected 500 (mocks/scenario.ts): what a failure shows when the server sent words. */
export const MOCK_500_TEXT = 'Internal server error';

/** Renders `children` and a hidden `<output data-testid="location">` with the current path and query. */
export function WithLocation({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <>
      {children}
      <output hidden data-testid="location" data-path={`${location.pathname}${location.search}`} />
    </>
  );
}

/** Waits until the story's address is `path` (path and query). */
export async function expectPath(root: HTMLElement, path: string): Promise<void> {
  await waitFor(() => expect(root.querySelector('[data-testid="location"]')).toHaveAttribute('data-path', path), { timeout: 5000 });
}
