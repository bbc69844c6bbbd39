import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  featuredTagInit as init,
  featuredTagTransition as transition,
  ComingSoonExplainer,
  FeaturedTagEditor,
  PageEditButton,
} from '../../../src/features/post';

const tags = [
  { id: 1, name: 'Cities' },
  { id: 2, name: 'Books' },
  { id: 3, name: 'Archive', hidden: true },
];

/** The featured-tag editor (M68) on its pure machine, without the network. */
const meta = {
  title: 'Features/Post/PostAdminTools',
  component: FeaturedTagEditor,
  args: { tags, state: init(1), onSelect: fn(), onSave: fn() },
  globals: { viewport: { value: 'desktop1280' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 728, padding: 24, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeaturedTagEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pristine: Save disabled. */
export const Pristine: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Dirty: Save enabled. */
export const Dirty: Story = {
  args: { state: { name: 'dirty', saved: 1, selected: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Saving. */
export const Saving: Story = {
  args: { state: { name: 'saving', saved: 1, selected: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Saving/ })).toBeDisabled();
  },
};

/** Saved. */
export const Saved: Story = {
  args: { state: { name: 'saved', saved: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Saved')).toBeVisible();
  },
};

function Interactive() {
  const [state, dispatch] = useReducer(transition, 1, init);
  return (
    <FeaturedTagEditor
      tags={tags}
      state={state}
      onSelect={(tagId) => dispatch({ type: 'SELECT', tagId })}
      onSave={() => {
        dispatch({ type: 'SAVE' });
        dispatch({ type: 'SUCCEEDED', tagId: state.name === 'dirty' ? state.selected : null });
      }}
    />
  );
}

/** Driven by the machine: choose → Save → Saved; choosing the saved tag again disables Save. */
export const WithMachine: Story = {
  render: () => <Interactive />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('Featured tag');
    await userEvent.selectOptions(select, 'Books');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.selectOptions(select, 'Cities');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Archive');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Saved')).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Below 1024 px the editor is hidden (desktop only). */
export const HiddenOnMobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="featured-tag-editor"]')).not.toBeVisible();
  },
};

/** Edit on a page-type post and the coming-soon explainer. */
export const EditAndExplainer: Story = {
  render: () => (
    <>
      <PageEditButton postId={1008} back="/p/about" />
      <ComingSoonExplainer onDismiss={() => undefined} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/publish/post/1008?back=%2Fp%2Fabout');
    await expect(canvas.getByRole('button', { name: 'Got it' })).toBeVisible();
  },
};
