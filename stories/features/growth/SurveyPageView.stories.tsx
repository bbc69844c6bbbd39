import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Survey } from '../../../src/api/schemas/growth';
import { SurveyPageView } from '../../../src/features/growth';

const long = 'A question that goes on '.repeat(40);
const survey: Survey = {
  id: 9,
  title: `\u202Eyevrus ${'Reader survey '.repeat(30)}`,
  description: '<img src=x onerror=alert(1)> plain text only',
  hasCurrentUserResponded: false,
  questions: [
    { id: 1, type: 'text', label: long, displayLabel: '<script>alert(1)</script>', is_required: true, options: [] },
    { id: 2, type: 'radio', label: 'Pick one', is_required: false, options: [{ id: 21, label: `\u202Eeno ${'option '.repeat(60)}` }] },
  ],
};

/** The bare survey form, for hosts with their own data layer: hostile text from args. */
const meta = {
  title: 'Features/Growth/SurveyPageView',
  component: SurveyPageView,
  args: {
    state: { name: 'unanswered', survey, answers: {}, failure: null },
    mayAnswer: true,
    submittable: false,
    countries: { name: 'loading' },
    onEdit: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof SurveyPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hostile titles, labels and options (overrides, markup, 900 characters) stay text, bounded, inside 375 px. */
export const HostileText: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.getByText('<img src=x onerror=alert(1)> plain text only')).toBeVisible();
    const title = canvas.getByRole('heading', { level: 1 });
    await expect([...title.textContent!].length).toBeLessThanOrEqual(201);
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
  },
};

/** Submitting: the form is disabled and Submit says so. */
export const Submitting: Story = {
  args: { state: { name: 'submitting', survey, answers: { 1: { text: 'yes', options: [], country: '', region: '' } } }, submittable: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  },
};
