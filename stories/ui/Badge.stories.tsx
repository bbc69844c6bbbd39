import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck, Check, CircleAlert, Crown, Lock, PenLine, Sparkles } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Badge, type BadgeVariant, badgeSizeNames, badgeVariantNames } from '../../src/ui/Badge';

const examples: Record<BadgeVariant, { text: string; icon: typeof Check }> = {
  neutral: { text: 'Free', icon: PenLine },
  accent: { text: 'New', icon: Sparkles },
  paid: { text: 'Paid', icon: Lock },
  founding: { text: 'Founding', icon: Crown },
  success: { text: 'Published', icon: Check },
  danger: { text: 'Failed', icon: CircleAlert },
  outline: { text: 'Author', icon: BadgeCheck },
};

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Paid', variant: 'paid' },
  argTypes: {
    variant: { control: 'inline-radio', options: badgeVariantNames },
    size: { control: 'inline-radio', options: badgeSizeNames },
  },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

function Grid() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {badgeSizeNames.map((size) => (
        <div key={size} style={{ display: 'grid', gap: 10 }}>
          {[false, true].map((withIcon) => (
            <div key={String(withIcon)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              {badgeVariantNames.map((variant) => (
                <Badge key={variant} variant={variant} size={size} icon={withIcon ? examples[variant].icon : undefined}>
                  {examples[variant].text}
                </Badge>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Paid');
    await expect(badge).toHaveAttribute('data-variant', 'paid');
    await expect(badge.querySelector('svg')).toBeNull();
  },
};

export const AllVariants: Story = {
  render: () => <Grid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Founding')).toHaveLength(4);
    for (const variant of badgeVariantNames) {
      await expect(canvasElement.querySelectorAll(`[data-variant="${variant}"]`)).toHaveLength(4);
    }
    // Icons are drawn at the compressed size (14 px) and hidden from screen readers.
    const icon = canvasElement.querySelector('[data-variant="paid"] svg');
    await expect(icon).toHaveAttribute('width', '14');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    const [small, medium] = canvas.getAllByText('Paid').filter((el) => !el.querySelector('svg'));
    await expect(small!.getBoundingClientRect().height).toBeLessThan(medium!.getBoundingClientRect().height);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => <Grid />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Published')).toHaveLength(4);
  },
};
