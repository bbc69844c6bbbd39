import { expect, userEvent, within } from 'storybook/test';
import { setScenario } from '../../../../mocks/scenario';
import { getPostBySlug } from '../../../../src/api/endpoints/posts';
import { faultOn, stateIs } from '../../../support';

interface StoryContextLike {
  canvasElement: HTMLElement;
}

/**
 * The stories both embed players (podcast and video) tell the same way, given the frame's and the player's parts:
 * E23 failing with the server's words and a working "Try again", and the phone-sized frame. Each stories file
 * exports them under its own names (`export const LoadFails: Story = shared.loadFails`).
 */
export function embedStories(framePart: 'podcast-embed' | 'video-embed', playerPart: 'podcast-player' | 'video-player') {
  const frame = (root: HTMLElement) => root.querySelector<HTMLElement>(`[data-part="${framePart}"]`);
  const player = (root: HTMLElement) => root.querySelector<HTMLElement>(`[data-part="${playerPart}"]`);
  return {
    /** E23 fails (500): the server's words and "Try again", which brings the player once the server is back. */
    loadFails: {
      parameters: { scenario: faultOn(getPostBySlug, '500') },
      play: async ({ canvasElement }: StoryContextLike) => {
        await stateIs(() => frame(canvasElement), 'error', 8000);
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('alert')).toHaveTextContent('Internal server error');
        setScenario({ faults: {} });
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await stateIs(() => frame(canvasElement), 'ready', 8000);
      },
    },
    /** A phone-sized frame (375 px): the player fits. */
    mobile: {
      globals: { viewport: { value: 'mobile375' } },
      play: async ({ canvasElement }: StoryContextLike) => {
        await stateIs(() => frame(canvasElement), 'ready', 8000);
        await expect(player(canvasElement)!.getBoundingClientRect().width).toBeLessThanOrEqual(375);
      },
    },
  };
}
