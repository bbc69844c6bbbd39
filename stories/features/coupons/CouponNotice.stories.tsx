import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CouponNotice } from '../../../src/features/coupons';

/** The bare coupon notice, every state from args (hosts with their own data layer). */
const meta = {
  title: 'Features/Coupons/CouponNotice',
  component: CouponNotice,
  args: {
    state: { name: 'valid', code: 'HALFYEAR', discount: { amount_off: 1250, currency: 'eur', duration: 'repeating', duration_in_months: 6 }, redeemBy: null },
    onRetry: fn(),
    onRemove: fn(),
  },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <CouponNotice {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AmountRepeating: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="coupon-terms"]')).toHaveTextContent('€12.50 off for 6 months');
  },
};

export const OneMonth: Story = {
  args: { state: { name: 'valid', code: 'FIRSTMONTH', discount: { percent_off: 100, duration: 'repeating', duration_in_months: 1 }, redeemBy: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="coupon-terms"]')).toHaveTextContent('100% off for the first month');
  },
};

export const Failed: Story = {
  args: { state: { name: 'failed', code: 'WELCOME20', messageId: 'common.error.network' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
