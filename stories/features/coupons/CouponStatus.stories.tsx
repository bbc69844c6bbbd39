import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { getCoupon } from '../../../src/api/endpoints/account';
import { CouponStatus } from '../../../src/features/coupons';
import { faultOn, stateIs } from '../../support';

/**
 * The coupon notice of the upgrade flow (M30) on the mock API. The Daily Margin's coupons: WELCOME20 (20 % off once),
 * FOREVER5 ($5 off forever), SPRING3 (50 % off for 3 months), TRYMONTH (a 30-day trial), SUMMER24 (expired); Open
 * Water's LAUNCH is used up.
 */
const notice = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="coupon"]');
const terms = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-part="coupon-terms"]');

const meta = {
  title: 'Features/Coupons/CouponStatus',
  component: CouponStatus,
  tags: ['!autodocs'],
  args: { code: 'WELCOME20' },
  parameters: { role: 'free' },
  render: (args) => (
    <div style={{ padding: 24 }}>
      <CouponStatus {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Percent off, once: "20% off your first payment", with the redeem-by date. */
export const PercentOnce: Story = {
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'valid');
    await expect(within(canvasElement).getByText('Coupon WELCOME20 applied')).toBeVisible();
    await expect(terms(canvasElement)).toHaveTextContent('20% off your first payment. Redeem by Dec 21, 2026.');
  },
};

/** Amount off, forever. */
export const AmountForever: Story = {
  args: { code: 'forever5' },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'valid');
    await expect(terms(canvasElement)).toHaveTextContent('$5 off every payment');
    await expect(within(canvasElement).getByText('Coupon FOREVER5 applied')).toBeVisible();
  },
};

/** Repeating for N months. */
export const RepeatingMonths: Story = {
  args: { code: 'SPRING3' },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'valid');
    await expect(terms(canvasElement)).toHaveTextContent('50% off for 3 months');
  },
};

/** A free trial and nothing off. */
export const FreeTrial: Story = {
  args: { code: 'TRYMONTH' },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'valid');
    await expect(terms(canvasElement)).toHaveTextContent('A 30-day free trial');
  },
};

/** Expired: invalid or expired, as an alert. */
export const Expired: Story = {
  args: { code: 'SUMMER24' },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'invalid_or_expired');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Coupon SUMMER24This coupon is invalid or has expired.');
  },
};

/** Used up (another publication's coupon): invalid or expired too. */
export const UsedUp: Story = {
  args: { code: 'LAUNCH', publicationId: 4 },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'invalid_or_expired');
  },
};

/** An unknown code (404): invalid or expired; Remove coupon drops it. */
export const Unknown: Story = {
  args: { code: 'NOPE', onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await stateIs(() => notice(canvasElement), 'invalid_or_expired');
    await expect(notice(canvasElement)).toHaveAttribute('data-reason', 'unknown');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove coupon' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(notice(canvasElement)).toBeNull();
  },
};

/** While the coupon is checked. */
export const Loading: Story = {
  parameters: { scenario: { latencyMs: 60_000 } },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading coupon…');
  },
};

/** The check fails (500): the reason and Try again; once the server answers, the coupon shows. */
export const CheckFailsThenRetry: Story = {
  parameters: { scenario: faultOn(getCoupon, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'failed');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We couldn’t check this coupon just now.');
    setScenario({ viewer: 'free', faults: {} });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await stateIs(() => notice(canvasElement), 'valid');
  },
};

/** The code from the address (`/subscribe?coupon=SPRING3`). */
export const FromAddress: Story = {
  args: { code: undefined },
  parameters: { platform: { path: '/subscribe?coupon=SPRING3' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'valid');
    await expect(within(canvasElement).getByText('Coupon SPRING3 applied')).toBeVisible();
  },
};

/** No code: nothing at all. */
export const NoCode: Story = {
  args: { code: null },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toBeNull();
  },
};

/** Phone. */
export const Phone: Story = {
  args: { code: 'SPRING3', onRemove: fn() },
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => notice(canvasElement), 'valid');
  },
};
