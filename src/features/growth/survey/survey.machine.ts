/**
 * The reader survey (M63, 003): `loading` → `error` ("There was an error fetching this survey.", T182) |
 * `unanswered` → `submitting` → `answered` ("Thank you!", T174); a survey the reader has already answered
 * (`hasCurrentUserResponded`) opens answered. Pure: answers and the server's replies arrive as events.
 *
 * Guards (003 §5): submit only for a reader who may answer (signed in with a subscription: G38 lets any subscriber,
 * free or paid, answer) and when every required question is answered. Text needs non-empty input; a number keeps
 * digits only and must be one; a country needs its country and its region; choices need at least one option; the
 * freeform types also take other text; in radio freeform, typing other text clears the chosen option (and choosing an
 * option clears the text).
 *
 * A failed submit returns to `unanswered` with its text and every answer kept; the server saying the reader already
 * answered (409) is `answered`.
 */
import { joinCountryAnswer } from '../../../api/constants/growth';
import type { Country, Survey, SurveyQuestion, SurveyResponsesBody } from '../../../api/schemas/growth';

/** One question's answer as the form holds it. */
export interface SurveyAnswer {
  /** Text, the number's digits, or the freeform types' other text. */
  readonly text: string;
  /** Chosen option ids (checkbox types: any number; radio types: at most one). */
  readonly options: readonly number[];
  /** The country question's two parts (ISO codes). */
  readonly country: string;
  readonly region: string;
}

/** What the country question offers (its list is read apart from the survey, P13). */
export type SurveyCountries = { readonly name: 'loading' } | { readonly name: 'ready'; readonly countries: readonly Country[] } | { readonly name: 'error' };

export const emptyAnswer: SurveyAnswer = { text: '', options: [], country: '', region: '' };

export type SurveyAnswers = Readonly<Record<number, SurveyAnswer>>;

export type SurveyState =
  | { readonly name: 'loading' }
  | { readonly name: 'error' }
  | { readonly name: 'unanswered'; readonly survey: Survey; readonly answers: SurveyAnswers; readonly failure: string | null }
  | { readonly name: 'submitting'; readonly survey: Survey; readonly answers: SurveyAnswers }
  | { readonly name: 'answered'; readonly survey: Survey };

export type SurveyEvent =
  | { readonly type: 'LOADED'; readonly survey: Survey }
  | { readonly type: 'LOAD_FAILED' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'TEXT'; readonly questionId: number; readonly text: string }
  | { readonly type: 'OPTION'; readonly questionId: number; readonly optionId: number }
  | { readonly type: 'COUNTRY'; readonly questionId: number; readonly country: string }
  | { readonly type: 'REGION'; readonly questionId: number; readonly region: string }
  | { readonly type: 'SUBMIT'; readonly mayAnswer: boolean }
  | { readonly type: 'SUBMITTED' }
  | { readonly type: 'SUBMIT_FAILED'; readonly message: string; readonly alreadyAnswered?: boolean };

export const surveyStateNames = ['loading', 'error', 'unanswered', 'submitting', 'answered'] as const satisfies readonly SurveyState['name'][];
export const surveyEventTypes = [
  'LOADED',
  'LOAD_FAILED',
  'RETRY',
  'TEXT',
  'OPTION',
  'COUNTRY',
  'REGION',
  'SUBMIT',
  'SUBMITTED',
  'SUBMIT_FAILED',
] as const satisfies readonly SurveyEvent['type'][];

export const initialSurveyState: SurveyState = { name: 'loading' };

/** The number question's input: digits only. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

function questionOf(survey: Survey, id: number): SurveyQuestion | undefined {
  return survey.questions.find((q) => q.id === id);
}

const isChoice = (type: SurveyQuestion['type']) => type === 'checkbox' || type === 'checkbox_freeform' || type === 'radio' || type === 'radio_freeform';
const isFreeform = (type: SurveyQuestion['type']) => type === 'checkbox_freeform' || type === 'radio_freeform';
const isRadio = (type: SurveyQuestion['type']) => type === 'radio' || type === 'radio_freeform';

/** The answer after one edit, per the question's type (edits that do not fit the type change nothing). */
function edit(question: SurveyQuestion, answer: SurveyAnswer, event: Extract<SurveyEvent, { questionId: number }>): SurveyAnswer {
  const { type } = question;
  switch (event.type) {
    case 'TEXT': {
      if (type === 'text') return { ...answer, text: event.text };
      if (type === 'number') return { ...answer, text: digitsOnly(event.text) };
      if (type === 'checkbox_freeform') return { ...answer, text: event.text };
      // Radio freeform: typing other text clears the chosen option.
      if (type === 'radio_freeform') return { ...answer, text: event.text, options: event.text.trim() !== '' ? [] : answer.options };
      return answer;
    }
    case 'OPTION': {
      if (!isChoice(type) || !question.options.some((o) => o.id === event.optionId)) return answer;
      if (isRadio(type)) return { ...answer, options: [event.optionId], text: type === 'radio_freeform' ? '' : answer.text };
      const chosen = answer.options.includes(event.optionId);
      return { ...answer, options: chosen ? answer.options.filter((id) => id !== event.optionId) : [...answer.options, event.optionId] };
    }
    case 'COUNTRY':
      return type === 'country' ? { ...answer, country: event.country, region: event.country === answer.country ? answer.region : '' } : answer;
    case 'REGION':
      return type === 'country' && answer.country !== '' ? { ...answer, region: event.region } : answer;
    default:
      event satisfies never;
      return answer;
  }
}

/** Whether a question has an answer the spec accepts. */
export function isQuestionAnswered(question: SurveyQuestion, answer: SurveyAnswer | undefined): boolean {
  const a = answer ?? emptyAnswer;
  switch (question.type) {
    case 'text':
      return a.text.trim() !== '';
    case 'number':
      return /^\d+$/.test(a.text);
    case 'country':
      return a.country !== '' && a.region !== '';
    case 'checkbox':
    case 'radio':
      return a.options.length > 0;
    case 'checkbox_freeform':
    case 'radio_freeform':
      return a.options.length > 0 || a.text.trim() !== '';
    default:
      question.type satisfies never;
      return false;
  }
}

/** The required questions still unanswered, in order. */
export function missingRequired(survey: Survey, answers: SurveyAnswers): SurveyQuestion[] {
  return survey.questions.filter((q) => q.is_required && !isQuestionAnswered(q, answers[q.id]));
}

/** Submit is enabled: the form is open, the reader may answer, and every required question is answered. */
export function canSubmit(state: SurveyState, mayAnswer: boolean): boolean {
  return state.name === 'unanswered' && mayAnswer && missingRequired(state.survey, state.answers).length === 0;
}

/** The answers as E77 takes them (answered questions only; country as `"{country}|{region}"`, K129's `joinCountryAnswer`). */
export function surveyResponses(survey: Survey, answers: SurveyAnswers): SurveyResponsesBody {
  const responses: SurveyResponsesBody['responses'] = [];
  for (const q of survey.questions) {
    const a = answers[q.id];
    if (!a || !isQuestionAnswered(q, a)) continue;
    if (q.type === 'text' || q.type === 'number') responses.push({ survey_question_id: q.id, data: { value: a.text.trim() } });
    else if (q.type === 'country') responses.push({ survey_question_id: q.id, data: { value: joinCountryAnswer(a.country, a.region) } });
    else if (isFreeform(q.type) && a.text.trim() !== '') {
      responses.push({ survey_question_id: q.id, data: { value: a.text.trim(), options: [...a.options] } });
    } else responses.push({ survey_question_id: q.id, data: { options: [...a.options] } });
  }
  return { responses };
}

/** The request a `submitting` state wants, or `null`. */
export function submitRequest(state: SurveyState): SurveyResponsesBody | null {
  return state.name === 'submitting' ? surveyResponses(state.survey, state.answers) : null;
}

export function transition(state: SurveyState, event: SurveyEvent): SurveyState {
  switch (event.type) {
    case 'LOADED':
      if (state.name !== 'loading') return state;
      return event.survey.hasCurrentUserResponded
        ? { name: 'answered', survey: event.survey }
        : { name: 'unanswered', survey: event.survey, answers: {}, failure: null };
    case 'LOAD_FAILED':
      return state.name === 'loading' ? { name: 'error' } : state;
    case 'RETRY':
      return state.name === 'error' ? { name: 'loading' } : state;
    case 'TEXT':
    case 'OPTION':
    case 'COUNTRY':
    case 'REGION': {
      if (state.name !== 'unanswered') return state;
      const question = questionOf(state.survey, event.questionId);
      if (!question) return state;
      const before = state.answers[question.id] ?? emptyAnswer;
      const after = edit(question, before, event);
      return after === before ? state : { ...state, answers: { ...state.answers, [question.id]: after } };
    }
    case 'SUBMIT':
      return canSubmit(state, event.mayAnswer) && state.name === 'unanswered' ? { name: 'submitting', survey: state.survey, answers: state.answers } : state;
    case 'SUBMITTED':
      return state.name === 'submitting' ? { name: 'answered', survey: state.survey } : state;
    case 'SUBMIT_FAILED':
      if (state.name !== 'submitting') return state;
      return event.alreadyAnswered
        ? { name: 'answered', survey: state.survey }
        : { name: 'unanswered', survey: state.survey, answers: state.answers, failure: event.message };
    default:
      event satisfies never;
      return state;
  }
}
