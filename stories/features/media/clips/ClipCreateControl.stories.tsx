import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOW } from '../../../../mocks/clock';
import { setScenario } from '../../../../mocks/scenario';
import { createClip } from '../../../../src/api/endpoints/media';
import { ClipModal, ClipCreateControl, ClipCreateControlView } from '../../../../src/features/media';
import { createManualClock } from '../../../../src/platform/clock';
import { createMemoryNavigation } from '../../../../src/platform/navigation';
import { faultOn } from '../../../support';

/**
 * The create-clip control on the mock API (P23), mounted with the page's clip modal as the post page does: video 501
 * ("A walk through the stacks", 754 s, transcoded). A new clip (id 900 in a fresh mock world) opens in the clip
 * modal through the address (`clipId`). Disabled at ≤ 5 s (T035) and for a viewer who is not subscribed (T036),
 * with the reason as its description and tooltip. The clip modal's polls run on a manual clock (held still here).
 */
const T035 = "can't clip videos shorter than 5 seconds";
const T036 = 'upgrade in order to watch this video and be able to clip it';
const T037 = 'Oops! There was an error creating the clip.';

const control = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="clip-create-control"]')!;
const body = () => within(document.body);

const meta = {
  title: 'Features/Media/ClipCreateControl',
  component: ClipCreateControl,
  tags: ['!autodocs'],
  args: { videoId: 501, duration: 754, currentTime: () => 120 },
  parameters: { role: 'paid', platform: { path: '/p/video-walk-through', clock: createManualClock(MOCK_NOW) } },
  render: (args) => (
    <div style={{ maxWidth: 680, margin: '0 auto', padding: '24px 16px' }}>
      <ClipCreateControl {...args} />
      <ClipModal clipTitle="A walk through the stacks" />
    </div>
  ),
} satisfies Meta<typeof ClipCreateControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subscriber and a long video: "Create clip" is enabled, with no disabled reason. */
export const Enabled: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create clip' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(control(canvasElement)).toHaveAttribute('data-block', 'none');
  },
};

const createNavigation = createMemoryNavigation('/p/video-walk-through?t=90');

/** Creating: P23 cuts 30 s from the player's position; the new clip opens in the clip modal ("Clip") through the address. */
export const CreatesAndOpensClipModal: Story = {
  parameters: {
    platform: { navigation: createNavigation },
    visual: {
      disable:
        'ends on the clip modal while the new clip is still processing (creating or preview): the state depends on the poll reached; Features/Media/ClipModal shows each state',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create clip' }));
    const dialog = await body().findByRole('dialog', { name: 'Clip' }, { timeout: 8000 });
    await expect(createNavigation.location().search).toBe('?t=90&clipId=900');
    await waitFor(() => expect(document.querySelector('[data-part="clip-modal"]')?.getAttribute('data-state')).toMatch(/^(creating|preview)$/));
    await expect(dialog).toBeVisible();
    await expect(control(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** A video of 5 s or shorter (K009): disabled; the reason T035 is its description and shows as a tooltip on focus. */
export const TooShort: Story = {
  args: { videoId: 510, duration: 5 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create clip' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(T035);
    await expect(control(canvasElement)).toHaveAttribute('data-block', 'too_short');
    button.focus();
    await expect(await body().findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(T035);
    await expect(button).toHaveAccessibleDescription(T035);
    await userEvent.click(button);
    await expect(control(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** A free reader: disabled with T036 as its description and tooltip; pressing it does nothing. */
export const NotSubscribed: Story = {
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create clip' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(T036);
    await userEvent.hover(button);
    await expect(await body().findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(T036);
    await userEvent.click(button);
    await expect(control(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** P23 fails (500): T037 with "Try again", which creates the clip once the server is back and opens it. */
export const CreateFails: Story = {
  parameters: { scenario: faultOn(createClip, '500') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create clip' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(T037);
    await expect(control(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expect(body().queryByRole('dialog')).toBeNull();
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await body().findByRole('dialog', { name: 'Clip' }, { timeout: 8000 });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The server refuses (400: the upload is too short although the page said otherwise): the same text, T037. */
export const ServerRefuses: Story = {
  args: { videoId: 511, duration: 754 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create clip' }));
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(T037);
  },
};

/** Cannot reach the server: T037. */
export const CreateFailsOffline: Story = {
  parameters: { scenario: faultOn(createClip, 'network') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create clip' }));
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(T037);
  },
};

/** While the clip is cut (bare view): the spinner, "Creating the clip…", busy. */
export const Creating: Story = {
  render: () => <ClipCreateControlView state={{ name: 'creating' }} block={null} onCreate={() => undefined} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Creating the clip…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A phone (375 px): the disabled control with its tooltip shown. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  parameters: { role: 'free' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Create clip' });
    button.focus();
    await expect(await body().findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(T036);
    await waitFor(() => expect(body().getByRole('tooltip').getBoundingClientRect().right).toBeLessThanOrEqual(375));
  },
};
