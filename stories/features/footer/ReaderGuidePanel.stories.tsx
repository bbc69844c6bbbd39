import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReaderGuidePanel } from '../../../src/features/footer';
import { ScreenErrorBoundary } from '../../../src/kit/ErrorBoundary';

const SUMMARY =
  '<h3>Reader guide</h3><p>How a city library became the busiest room in town.</p><ul><li><strong>Length:</strong> about 6 minutes of reading.</li>' +
  '<li><strong>By:</strong> Ada Admin.</li></ul><p><a href="/p/the-city-that-reads">Read the full post</a> <a href="javascript:alert(1)">Run</a>' +
  ' <img src="x" onerror="window.__guideImgRan = true" alt=""></p><script>window.__guideScriptRan = true;</script>';

const meta = {
  title: 'Features/Footer/ReaderGuidePanel',
  component: ReaderGuidePanel,
  args: { status: 'shown', html: SUMMARY, onRetry: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 680, margin: '0 auto', padding: 16 }}>{<Story />}</div>],
} satisfies Meta<typeof ReaderGuidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary, sanitised: no script, no handlers, no javascript: link; links open in a new tab with a safe rel. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Reader guide' });
    await expect(panel).toHaveAttribute('data-state', 'shown');
    await expect(panel.querySelector('script')).toBeNull();
    await expect(panel.querySelector('[onerror]')).toBeNull();
    await expect(panel.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(within(panel).getByRole('link', { name: 'Read the full post' })).toHaveAttribute('target', '_blank');
    const w = window as { __guideScriptRan?: boolean; __guideImgRan?: boolean };
    await expect(w.__guideScriptRan).toBeUndefined();
    await expect(w.__guideImgRan).toBeUndefined();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close reader guide' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Waiting for E31. */
export const Loading: Story = {
  args: { status: 'loading', html: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Reader guide' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Writing the reader guide…');
  },
};

/** The call failed: the generic text and Try again. */
export const ErrorState: Story = {
  args: { status: 'error', html: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We couldn’t load the reader guide.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server's own refusal text. */
export const ServerMessage: Story = {
  args: { status: 'error', html: null, errorMessage: 'Subscribe to read the reader guide for this post.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Subscribe to read the reader guide for this post.');
  },
};

/** At 375 px. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Reader guide' })).toBeVisible();
  },
};

const HOSTILE_SUMMARY =
  '<frameset><frame src="javascript:window.__guidePwned=1"></frameset>' +
  '<div style="position:fixed;inset:0;z-index:99999;background:white" class="overlay" id="root">Your session expired. ' +
  '<a href="/\\evil.example/login">Sign in again</a></div><dialog open>Enter your password</dialog>' +
  '<p>How a city library became the busiest room in town.</p><img src="data:image/svg+xml,<svg onload=window.__guidePwned=1>" alt="">';

/**
 * A hostile summary (issue 13): a leading `<frameset>`, a full-viewport `position:fixed` overlay, an off-site link
 * dressed as a path, an open dialog and an SVG image. The panel renders what is left as plain, in-flow text; the
 * footer around it (inside the same error boundary as in `PostFooter`) stays.
 */
export const HostileSummary: Story = {
  args: { html: HOSTILE_SUMMARY },
  render: (args) => (
    <ScreenErrorBoundary fallback={() => <p data-part="footer-crashed">The footer crashed.</p>}>
      <ReaderGuidePanel {...args} />
      <footer data-part="post-footer-bar">Like · Comment · Share</footer>
    </ScreenErrorBoundary>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="footer-crashed"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="post-footer-bar"]')).toBeVisible();
    const panel = canvas.getByRole('region', { name: 'Reader guide' });
    await expect(panel).toHaveAttribute('data-state', 'shown');
    const body = panel.querySelector('[data-part="reader-guide-body"]') as HTMLElement;
    await expect(body.querySelector('[style],[class],[id],dialog,frameset,frame,svg')).toBeNull();
    for (const el of body.querySelectorAll('*')) await expect(getComputedStyle(el).position).toBe('static');
    const link = within(body).getByRole('link', { name: 'Sign in again' });
    // Off-site, read as the browser reads it (the scheme is the page's own), so it opens in a new tab.
    await expect(link.getAttribute('href')).toMatch(/^https?:\/\/evil\.example\/login$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(body.querySelector('img')?.hasAttribute('src')).toBe(false);
    await expect((window as { __guidePwned?: number }).__guidePwned).toBeUndefined();
  },
};
