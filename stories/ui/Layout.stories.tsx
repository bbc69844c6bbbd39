import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { page, column, card } from '../../src/theme/layout.css';
import { Button } from '../../src/ui/Button';
import { Stack } from '../../src/ui/Stack';
import { Heading, Text } from '../../src/ui/Text';

/**
 * The layout primitives screens are built from: the page shell (`page` + `column`), `Stack`, and the text roles
 * (`Text tone="eyebrow" | "lede" | "muted"`, `Heading`). A screen composes these instead of writing its own copies.
 */
function PageShell() {
  return (
    <main className={page}>
      <div className={column()}>
        <Stack gap="3">
          <Text tone="eyebrow">The Daily Margin</Text>
          <Heading level={1}>The reading room</Heading>
          <Text tone="lede">How a city learned to read in public again.</Text>
        </Stack>
        <div className={card}>
          <Stack direction="row" gap="3" align="center" justify="space-between" wrap>
            <Text tone="muted">Three times a week, free to read.</Text>
            <Button>Subscribe</Button>
          </Stack>
        </div>
      </div>
    </main>
  );
}

const meta = {
  title: 'UI/Layout',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shell: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The reading room' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    // The title steps down from 3xl to 2xl on phones.
    await expect(Number.parseFloat(getComputedStyle(title).fontSize)).toBeLessThan(32);
  },
};
