/**
 * The reader survey (`SurveyPage`, /survey/1) as a free subscriber answers it: every required answer given, Submit
 * (E77). A failure keeps every answer and says the kit's text by Submit (the server's words, else the shared text); a
 * 401 opens the one sign-in modal as well; Submit again lands the answers once ("Thank you!").
 */
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { db } from '../../../../mocks';
import { VIEWER_IDS } from '../../../../mocks/db';
import { submitSurveyResponses } from '../../../../src/api/endpoints/growth';
import { SurveyPage } from '../../../../src/features/growth';
import { type Harness, t } from '../harness';
import type { ScreenCase, ScreenDriver } from '../types';
import { kitText, toldBy } from './texts';

const TEXT = 'More about cities';
const responses = () => db.growth.surveyResponses.filter((r) => r.survey_id === 1 && r.user_id === VIEWER_IDS.free);
const signInDialog = () => {
  const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
  return text.includes(t('growth.survey.signIn.title')) ? t('growth.survey.signIn.title') : null;
};

async function answerDriver(h: Harness): Promise<ScreenDriver> {
  const user = userEvent.setup();
  const view = render(<SurveyPage surveyId={1} />, { wrapper: h.wrapper });
  const root = view.container as HTMLElement;
  const survey = () => root.querySelector('[data-part="survey"]');
  const q = (type: string) => within(root.querySelector<HTMLElement>(`[data-part="survey-question"][data-type="${type}"]`)!);
  await waitFor(() => expect(survey()?.getAttribute('data-state')).toBe('unanswered'), { timeout: 5000 });
  await user.type(q('text').getByRole('textbox'), TEXT);
  await user.type(q('number').getByRole('textbox'), '12');
  await waitFor(() => expect((q('country').getByRole('combobox', { name: /Country/ }) as HTMLSelectElement).disabled).toBe(false), { timeout: 5000 });
  await user.selectOptions(q('country').getByRole('combobox', { name: /Country/ }), 'US');
  await user.selectOptions(q('country').getByRole('combobox', { name: /Region/ }), 'US-CA');
  await user.click(q('checkbox').getByRole('checkbox', { name: 'Marginalia' }));
  await user.click(q('radio').getByRole('radio', { name: 'Every issue' }));
  const submit = () => within(root).getByRole('button', { name: t('growth.survey.submit') });
  await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
  return {
    container: root,
    act: async () => {
      await user.click(submit());
      await waitFor(() => expect(survey()?.getAttribute('data-state')).not.toBe('submitting'), { timeout: 3000 });
    },
    assertReverted: () => {
      expect(survey()?.getAttribute('data-state')).toBe('unanswered');
      // Read by selector: a 401's sign-in modal hides the page from the accessibility tree.
      expect(root.querySelector<HTMLTextAreaElement>('[data-part="survey-question"][data-type="text"] textarea')?.value).toBe(TEXT);
      expect(responses()).toHaveLength(0);
    },
    retry: async () => {
      await user.click(submit());
      await waitFor(() => expect(survey()?.getAttribute('data-state')).toBe('answered'), { timeout: 3000 });
    },
    assertLandedOnce: () => {
      expect(responses()).toHaveLength(1);
      expect(within(root).getByRole('heading', { name: t('growth.survey.thanks') })).toBeTruthy();
    },
    signIn: signInDialog,
  };
}

export const cases: ScreenCase[] = [
  {
    area: 'growth',
    screen: 'SurveyPage',
    endpoint: submitSurveyResponses,
    viewer: 'free',
    harness: { path: '/survey/1' },
    mount: answerDriver,
    told: toldBy((kind) =>
      kind === '401'
        ? { inPlace: kitText[kind], signIn: t('growth.survey.signIn.title') }
        : { inPlace: kind === 'malformed' ? t('growth.survey.submitError') : kitText[kind] },
    ),
  },
];
