import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EventsHubView, SectionSubscribeButton } from '../../../src/features/pages';

const sections = [
  { id: 1, name: 'Town Halls', description: 'Live conversations with the newsroom, four times a year.', path: '/s/town-halls' },
  { id: 2, name: 'The Reading Room', description: null, path: null },
];

/** The bare events hub, for hosts with their own data layer: the sections' states from args, a control per section. */
const meta = {
  title: 'Features/Pages/EventsHubView',
  component: EventsHubView,
  args: {
    publicationName: 'The Daily Margin',
    sections: { name: 'ready', sections, subscribed: true, selected: new Set([1]) },
    onRetry: fn(),
  },
  render: (args) => (
    <EventsHubView
      {...args}
      renderSubscribe={(section) => (
        <SectionSubscribeButton
          state={args.sections.name === 'ready' && args.sections.selected.has(section.id) ? 'on' : 'off'}
          subscribed={args.sections.name === 'ready' && args.sections.selected.has(section.id)}
          sectionName={section.name}
          onToggle={fn()}
        />
      )}
    />
  ),
} satisfies Meta<typeof EventsHubView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sections from args: a section without a page has no link, one without a description no text. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Read Town Halls' })).toHaveAttribute('href', '/s/town-halls');
    await expect(canvas.queryByRole('link', { name: 'Read The Reading Room' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Subscribed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The sections on their way: the fixed cards show, a skeleton holds the sections' place. */
export const SectionsLoading: Story = {
  args: { sections: { name: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="events-hub"]')).toHaveAttribute('data-state', 'loading');
    await expect(within(canvasElement).getByRole('list', { name: 'Events and series' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed load: its text and Try again, which calls back. */
export const SectionsError: Story = {
  args: { sections: { name: 'error', message: 'The events could not be loaded.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The events could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
