import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChatLandingPage, ChatLandingPageView, AppStoreBadge, GooglePlayBadge } from '../../../src/features/chat';
import { publicationNamed } from '../../support';
import { withCurrentPath } from './chatStoryKit';

/** The Daily Margin as the platform publication; its `base_url` from the mock (mocks/db/core.ts). */
const MARGIN = publicationNamed('The Daily Margin');
const MARGIN_BASE_URL = 'https://dailymargin.example.com';

const T018 = "Join The Daily Margin's subscriber chat";
const T019 = 'Or open on web';

/** The QR code's SVG: a square grid of 4k + 17 modules plus the 4-module quiet zone on each side. */
async function expectRealQr(canvasElement: HTMLElement, url: string) {
  // The QR encoder loads on demand: wait for it as a person would.
  const qr = await within(canvasElement).findByRole('img', { name: `QR code that opens the chat: ${url}` });
  await expect(qr.tagName.toLowerCase()).toBe('svg');
  const grid = Number(qr.getAttribute('viewBox')?.split(' ')[2]);
  await expect((grid - 8 - 17) % 4).toBe(0);
  const modules = qr.querySelectorAll('path')[1]?.getAttribute('d') ?? '';
  await expect((modules.match(/M/g) ?? []).length).toBeGreaterThan(100);
}

const meta = {
  title: 'Features/Chat/ChatLandingPage',
  component: ChatLandingPage,
  tags: ['!autodocs'],
  args: { baseUrl: MARGIN_BASE_URL },
  parameters: { role: 'anonymous', platform: { path: '/chat', publication: MARGIN } },
} satisfies Meta<typeof ChatLandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading (T018) with the platform publication's name, the QR code of `{base_url}/chat`, the badges and T019. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(T018);
    await expectRealQr(canvasElement, 'https://dailymargin.example.com/chat');
    await expect(canvas.getByText('Scan with your phone’s camera')).toBeVisible();
    const badges = canvas.getByRole('list', { name: 'Get the app' });
    await expect(within(badges).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/masthead');
    await expect(within(badges).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.masthead.app',
    );
    await expect(canvas.getByRole('link', { name: T019 })).toHaveAttribute('href', '/chat/posts');
  },
};

/** Keyboard only: the badges, then "Or open on web", which opens the web chat. */
export const Keyboard: Story = {
  decorators: [withCurrentPath],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: T019 })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/chat/posts');
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(T018);
    // Still dark modules on a light quiet zone in dark mode: scanners need it.
    const qr = await within(canvasElement).findByRole('img', { name: /^QR code that opens the chat/ });
    await expect(qr.querySelectorAll('path')[0]).toHaveAttribute('fill', '#ffffff');
  },
};

/** At 375 px: badges first, then the QR code (for opening the chat on another device). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(T018);
    const badge = canvas.getByRole('link', { name: 'Download on the App Store' }).getBoundingClientRect();
    // The QR code's encoder loads on demand: opened on its own (as in the built Storybook), it arrives after the page.
    const qr = (await canvas.findByRole('img', { name: /^QR code/ })).getBoundingClientRect();
    await expect(badge.top).toBeLessThan(qr.top);
    await expect(badge.height).toBeGreaterThanOrEqual(44);
    await expect(canvas.getByRole('link', { name: T019 }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: T019 })).toBeVisible();
  },
};

/** A name given as a prop wins over the platform publication's; the base URL's trailing slash is dropped. */
export const NameFromProps: Story = {
  args: { publicationName: 'Open Water', baseUrl: 'https://openwater.example.com/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent("Join Open Water's subscriber chat");
    await expectRealQr(canvasElement, 'https://openwater.example.com/chat');
  },
};

/** No `baseUrl` prop: the QR code carries the platform publication's own site (its `base_url`), not the page's origin. */
export const BaseUrlFromThePlatform: Story = {
  args: { baseUrl: undefined },
  play: async ({ canvasElement }) => {
    await expectRealQr(canvasElement, 'https://dailymargin.example.com/chat');
  },
};

/** No publication at all: a heading without a name. */
export const WithoutPublication: Story = {
  parameters: { platform: { publication: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Join the subscriber chat');
  },
};

/** The bare view: a host's own store links and web route; no chat link means no QR code. */
export const BareViewWithoutQr: StoryObj<typeof ChatLandingPageView> = {
  render: () => (
    <ChatLandingPageView
      publicationName="The Daily Margin"
      chatUrl={null}
      webPath="/community"
      appStoreUrl="https://apps.example.com/ios"
      googlePlayUrl="https://apps.example.com/android"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="chat-landing"]')).toHaveAttribute('data-state', 'no-qr');
    await expect(canvas.queryByRole('img', { name: /^QR code/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: T019 })).toHaveAttribute('href', '/community');
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', 'https://apps.example.com/ios');
  },
};

/** The badges on their own. */
export const Badges: StoryObj<typeof AppStoreBadge> = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, padding: 24 }}>
      <AppStoreBadge href="https://apps.example.com/ios" />
      <GooglePlayBadge href="https://apps.example.com/android" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('data-store', 'app-store');
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('data-store', 'google-play');
  },
};
