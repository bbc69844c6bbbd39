import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setScenario } from '../../../mocks/scenario';
import { getSurvey, submitSurveyResponses } from '../../../src/api/endpoints/growth';
import { SurveyPage } from '../../../src/features/growth';
import { body, faultOn, part, ready, STORY_WAIT_MS, stateIs } from '../../support';

/**
 * A reader survey (`/survey/{id}`, inventory `survey-page`, M63) on the mock API (E76, E77, P13): survey 1 asks every
 * question type; the paid reader has already answered survey 2; Frances Free's e-mailed link carries `svt_frances`.
 */
const meta = {
  title: 'Features/Growth/SurveyPage',
  component: SurveyPage,
  tags: ['!autodocs'],
  args: { surveyId: 1 },
  parameters: { role: 'free', layout: 'fullscreen', platform: { path: '/survey/1' } },
} satisfies Meta<typeof SurveyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const survey = (root: HTMLElement) => part(root, 'survey');
const question = (root: HTMLElement, type: string) => root.querySelector<HTMLElement>(`[data-part="survey-question"][data-type="${type}"]`)!;

/** Fills every required answer of survey 1 (text, number, country and region, a checkbox, a radio). */
async function answerRequired(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(within(question(canvasElement, 'text')).getByRole('textbox'), 'More about cities');
  await userEvent.type(within(question(canvasElement, 'number')).getByRole('textbox'), '12');
  const country = within(question(canvasElement, 'country'));
  await waitFor(() => expect(country.getByRole('combobox', { name: /Country/ })).toBeEnabled(), { timeout: STORY_WAIT_MS });
  await userEvent.selectOptions(country.getByRole('combobox', { name: /Country/ }), 'US');
  await userEvent.selectOptions(country.getByRole('combobox', { name: /Region/ }), 'US-CA');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Marginalia' }));
  await userEvent.click(canvas.getByRole('radio', { name: 'Every issue' }));
}

/** A free subscriber at 1280 px answers every type; Submit opens once every required answer is in; "Thank you!". */
export const AnswerEveryType: Story = {
  globals: { viewport: { value: 'desktop1280' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'survey');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'The 2026 reader survey' })).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    // The number keeps digits only.
    const number = within(question(canvasElement, 'number')).getByRole('textbox');
    await userEvent.type(number, '1a2-');
    await expect(number).toHaveValue('12');
    await userEvent.clear(number);
    await answerRequired(canvasElement);
    // Checkbox freeform: an option and other text.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The app' }));
    await userEvent.type(within(question(canvasElement, 'checkbox_freeform')).getByRole('textbox', { name: 'Other' }), 'Read aloud');
    // Radio freeform: typing other text clears the chosen option.
    const radioOther = question(canvasElement, 'radio_freeform');
    await userEvent.click(within(radioOther).getByRole('radio', { name: 'A friend' }));
    await expect(within(radioOther).getByRole('radio', { name: 'A friend' })).toBeChecked();
    await userEvent.type(within(radioOther).getByRole('textbox', { name: 'Other' }), 'A bookshop');
    await expect(within(radioOther).getByRole('radio', { name: 'A friend' })).not.toBeChecked();
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await stateIs(() => survey(canvasElement), 'answered');
    await expect(canvas.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  },
};

/** 375 px: with one required answer missing Submit stays off and says how many are left. */
export const RequiredMissingMobile: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'survey');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Answer 5 more required questions to submit.')).toBeVisible();
    await answerRequired(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Marginalia' }));
    await expect(canvas.getByText('Answer 1 more required question to submit.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const main = canvasElement.querySelector('main')!;
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth + 1);
  },
};

/** The paid reader already answered survey 2: "Thank you!" at once (hasCurrentUserResponded). */
export const AlreadyAnswered: Story = {
  args: { surveyId: 2 },
  parameters: { role: 'paid', platform: { path: '/survey/2' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => survey(canvasElement), 'answered');
    await expect(within(canvasElement).getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

/** Signed out: the form shows with the sign-in prompt, Submit stays off; "Sign in to answer" opens the one sign-in modal. */
export const SignInRequired: Story = {
  parameters: { role: 'anonymous' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'survey');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in to answer this survey' })).toBeVisible();
    await answerRequired(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to answer' }));
    const dialog = await body().findByRole('dialog', {}, { timeout: STORY_WAIT_MS });
    await expect(dialog).toHaveAccessibleName('Sign in to answer this survey');
  },
};

/** Signed out with the e-mailed link's token: the reader is known, so they may answer. */
export const WithToken: Story = {
  args: { token: 'svt_frances' },
  parameters: { role: 'anonymous', platform: { path: '/survey/1?token=svt_frances' } },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'survey');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Sign in to answer this survey' })).toBeNull();
    await answerRequired(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
  },
};

/** No such survey (404): T182 with Try again. */
export const NotFound: Story = {
  args: { surveyId: 999 },
  parameters: { platform: { path: '/survey/999' } },
  play: async ({ canvasElement }) => {
    await stateIs(() => survey(canvasElement), 'error');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('There was an error fetching this survey.');
  },
};

/** The survey fails to load (500): T182; Try again shows the form. */
export const LoadFails: Story = {
  parameters: { scenario: faultOn(getSurvey, '500') },
  play: async ({ canvasElement }) => {
    await stateIs(() => survey(canvasElement), 'error');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There was an error fetching this survey.');
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await stateIs(() => survey(canvasElement), 'unanswered');
  },
};

/** The answers fail to send (500): the server's words by Submit (the kit's reader-text rule), every answer kept; the next Submit lands. */
export const SubmitFails: Story = {
  parameters: { scenario: faultOn(submitSurveyResponses, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'survey');
    const canvas = within(canvasElement);
    await answerRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: STORY_WAIT_MS })).toHaveTextContent('Internal server error');
    await expect(within(question(canvasElement, 'text')).getByRole('textbox')).toHaveValue('More about cities');
    await expect(canvas.getByRole('radio', { name: 'Every issue' })).toBeChecked();
    setScenario({ faults: {} });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await stateIs(() => survey(canvasElement), 'answered');
  },
};

/** No connection while sending: the shared network text by Submit, the form kept. */
export const SubmitOffline: Story = {
  parameters: { scenario: faultOn(submitSurveyResponses, 'network') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'survey');
    const canvas = within(canvasElement);
    await answerRequired(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: STORY_WAIT_MS })).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
    await expect(survey(canvasElement)).toHaveAttribute('data-state', 'unanswered');
  },
};
