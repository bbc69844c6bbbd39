import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Survey } from '../../../api/schemas/growth';
import {
  canSubmit,
  digitsOnly,
  initialSurveyState,
  isQuestionAnswered,
  missingRequired,
  type SurveyEvent,
  type SurveyState,
  submitRequest,
  surveyResponses,
  transition,
} from './survey.machine';

const survey: Survey = {
  id: 1,
  title: 'Reader survey',
  hasCurrentUserResponded: false,
  questions: [
    { id: 1, type: 'text', label: 'Text', is_required: true, options: [] },
    { id: 2, type: 'number', label: 'Number', is_required: true, options: [] },
    { id: 3, type: 'country', label: 'Country', is_required: true, options: [] },
    {
      id: 4,
      type: 'checkbox',
      label: 'Checkbox',
      is_required: true,
      options: [
        { id: 41, label: 'a' },
        { id: 42, label: 'b' },
      ],
    },
    { id: 5, type: 'checkbox_freeform', label: 'Checkbox other', is_required: false, options: [{ id: 51, label: 'a' }] },
    {
      id: 6,
      type: 'radio',
      label: 'Radio',
      is_required: true,
      options: [
        { id: 61, label: 'a' },
        { id: 62, label: 'b' },
      ],
    },
    {
      id: 7,
      type: 'radio_freeform',
      label: 'Radio other',
      is_required: false,
      options: [
        { id: 71, label: 'a' },
        { id: 72, label: 'b' },
      ],
    },
  ],
};

const run = (events: SurveyEvent[], from: SurveyState = initialSurveyState) => events.reduce(transition, from);
const open = () => run([{ type: 'LOADED', survey }]);
const answerAll: SurveyEvent[] = [
  { type: 'TEXT', questionId: 1, text: 'More on cities' },
  { type: 'TEXT', questionId: 2, text: '12' },
  { type: 'COUNTRY', questionId: 3, country: 'US' },
  { type: 'REGION', questionId: 3, region: 'US-CA' },
  { type: 'OPTION', questionId: 4, optionId: 41 },
  { type: 'OPTION', questionId: 6, optionId: 62 },
];
const answersOf = (s: SurveyState) => (s.name === 'unanswered' || s.name === 'submitting' ? s.answers : {});

describe('survey machine (M63)', () => {
  it('loading → unanswered with no answers; loading → answered when the reader has responded', () => {
    expect(open()).toEqual({ name: 'unanswered', survey, answers: {}, failure: null });
    const answered = run([{ type: 'LOADED', survey: { ...survey, hasCurrentUserResponded: true } }]);
    expect(answered.name).toBe('answered');
  });

  it('loading → error on a failed fetch; Try again → loading; events outside their state change nothing', () => {
    const error = run([{ type: 'LOAD_FAILED' }]);
    expect(error).toEqual({ name: 'error' });
    expect(transition(error, { type: 'RETRY' })).toEqual({ name: 'loading' });
    expect(transition(error, { type: 'LOADED', survey })).toBe(error);
    expect(transition(open(), { type: 'LOAD_FAILED' }).name).toBe('unanswered');
    expect(transition(open(), { type: 'RETRY' }).name).toBe('unanswered');
    expect(transition(initialSurveyState, { type: 'SUBMITTED' })).toBe(initialSurveyState);
    expect(transition(initialSurveyState, { type: 'TEXT', questionId: 1, text: 'x' })).toBe(initialSurveyState);
  });

  it('text needs non-empty input', () => {
    const q = survey.questions[0]!;
    expect(isQuestionAnswered(q, answersOf(run([{ type: 'TEXT', questionId: 1, text: '   ' }], open()))[1])).toBe(false);
    expect(isQuestionAnswered(q, answersOf(run([{ type: 'TEXT', questionId: 1, text: 'yes' }], open()))[1])).toBe(true);
  });

  it('the number input keeps digits only', () => {
    const s = run([{ type: 'TEXT', questionId: 2, text: '1a2.5-e' }], open());
    expect(answersOf(s)[2]?.text).toBe('125');
    expect(isQuestionAnswered(survey.questions[1]!, answersOf(run([{ type: 'TEXT', questionId: 2, text: 'abc' }], open()))[2])).toBe(false);
    fc.assert(fc.property(fc.string(), (text) => /^\d*$/.test(digitsOnly(text))));
  });

  it('country needs its country and its region; a new country clears the region; no region before a country', () => {
    const q = survey.questions[2]!;
    const noCountry = run([{ type: 'REGION', questionId: 3, region: 'US-CA' }], open());
    expect(answersOf(noCountry)[3]).toBeUndefined();
    const countryOnly = run([{ type: 'COUNTRY', questionId: 3, country: 'US' }], open());
    expect(isQuestionAnswered(q, answersOf(countryOnly)[3])).toBe(false);
    const both = run([{ type: 'REGION', questionId: 3, region: 'US-CA' }], countryOnly);
    expect(isQuestionAnswered(q, answersOf(both)[3])).toBe(true);
    const moved = run([{ type: 'COUNTRY', questionId: 3, country: 'CA' }], both);
    expect(answersOf(moved)[3]).toMatchObject({ country: 'CA', region: '' });
  });

  it('checkboxes toggle, at least one needed; an unknown option changes nothing', () => {
    const q = survey.questions[3]!;
    const one = run([{ type: 'OPTION', questionId: 4, optionId: 41 }], open());
    expect(answersOf(one)[4]?.options).toEqual([41]);
    const two = run([{ type: 'OPTION', questionId: 4, optionId: 42 }], one);
    expect(answersOf(two)[4]?.options).toEqual([41, 42]);
    const none = run(
      [
        { type: 'OPTION', questionId: 4, optionId: 41 },
        { type: 'OPTION', questionId: 4, optionId: 42 },
      ],
      two,
    );
    expect(isQuestionAnswered(q, answersOf(none)[4])).toBe(false);
    expect(transition(open(), { type: 'OPTION', questionId: 4, optionId: 999 })).toEqual(open());
  });

  it('checkbox freeform accepts other text alone, or with options', () => {
    const q = survey.questions[4]!;
    const other = run([{ type: 'TEXT', questionId: 5, text: 'Podcast app' }], open());
    expect(isQuestionAnswered(q, answersOf(other)[5])).toBe(true);
    const both = run([{ type: 'OPTION', questionId: 5, optionId: 51 }], other);
    expect(answersOf(both)[5]).toMatchObject({ text: 'Podcast app', options: [51] });
  });

  it('radio keeps one option', () => {
    const s = run(
      [
        { type: 'OPTION', questionId: 6, optionId: 61 },
        { type: 'OPTION', questionId: 6, optionId: 62 },
      ],
      open(),
    );
    expect(answersOf(s)[6]?.options).toEqual([62]);
  });

  it('radio freeform: typing other text clears the chosen option; choosing an option clears the text', () => {
    const chosen = run([{ type: 'OPTION', questionId: 7, optionId: 71 }], open());
    const typed = run([{ type: 'TEXT', questionId: 7, text: 'A bookshop' }], chosen);
    expect(answersOf(typed)[7]).toMatchObject({ options: [], text: 'A bookshop' });
    const chosenAgain = run([{ type: 'OPTION', questionId: 7, optionId: 72 }], typed);
    expect(answersOf(chosenAgain)[7]).toMatchObject({ options: [72], text: '' });
    expect(isQuestionAnswered(survey.questions[6]!, answersOf(typed)[7])).toBe(true);
  });

  it('submit only when the reader may answer and every required question is answered', () => {
    const partial = run(answerAll.slice(0, 4), open());
    expect(missingRequired(survey, answersOf(partial)).map((q) => q.id)).toEqual([4, 6]);
    expect(canSubmit(partial, true)).toBe(false);
    expect(transition(partial, { type: 'SUBMIT', mayAnswer: true })).toBe(partial);
    const full = run(answerAll, open());
    expect(canSubmit(full, false)).toBe(false);
    expect(transition(full, { type: 'SUBMIT', mayAnswer: false })).toBe(full);
    const submitting = transition(full, { type: 'SUBMIT', mayAnswer: true });
    expect(submitting.name).toBe('submitting');
    expect(submitRequest(submitting)).toEqual({
      responses: [
        { survey_question_id: 1, data: { value: 'More on cities' } },
        { survey_question_id: 2, data: { value: '12' } },
        { survey_question_id: 3, data: { value: 'US|US-CA' } },
        { survey_question_id: 4, data: { options: [41] } },
        { survey_question_id: 6, data: { options: [62] } },
      ],
    });
    expect(submitRequest(full)).toBeNull();
    // Answers cannot change while submitting; a second submit is ignored.
    expect(transition(submitting, { type: 'TEXT', questionId: 1, text: 'x' })).toBe(submitting);
    expect(transition(submitting, { type: 'SUBMIT', mayAnswer: true })).toBe(submitting);
  });

  it('submitting → answered; a failure returns to the form with its text and every answer; 409 is answered', () => {
    const submitting = run([...answerAll, { type: 'SUBMIT', mayAnswer: true }], open());
    expect(transition(submitting, { type: 'SUBMITTED' }).name).toBe('answered');
    const failed = transition(submitting, { type: 'SUBMIT_FAILED', message: 'Something went wrong.' });
    expect(failed).toEqual({ name: 'unanswered', survey, answers: answersOf(submitting), failure: 'Something went wrong.' });
    expect(transition(submitting, { type: 'SUBMIT_FAILED', message: 'x', alreadyAnswered: true }).name).toBe('answered');
    const answered = transition(submitting, { type: 'SUBMITTED' });
    expect(transition(answered, { type: 'SUBMIT_FAILED', message: 'x' })).toBe(answered);
    expect(transition(answered, { type: 'SUBMIT', mayAnswer: true })).toBe(answered);
  });

  it('freeform text is sent as the value with the chosen options', () => {
    const answers = answersOf(
      run(
        [
          { type: 'TEXT', questionId: 5, text: ' Radio ' },
          { type: 'OPTION', questionId: 5, optionId: 51 },
        ],
        open(),
      ),
    );
    expect(surveyResponses(survey, answers).responses).toEqual([{ survey_question_id: 5, data: { value: 'Radio', options: [51] } }]);
  });

  it('property: any sequence of events keeps the state well-formed (radio ≤ 1 option, numbers digits only, answered stays answered)', () => {
    const ev: fc.Arbitrary<SurveyEvent> = fc.oneof(
      fc.record({ type: fc.constant('TEXT' as const), questionId: fc.integer({ min: 1, max: 8 }), text: fc.string() }),
      fc.record({ type: fc.constant('OPTION' as const), questionId: fc.integer({ min: 1, max: 8 }), optionId: fc.constantFrom(41, 42, 51, 61, 62, 71, 72, 1) }),
      fc.record({ type: fc.constant('COUNTRY' as const), questionId: fc.constant(3), country: fc.constantFrom('US', 'CA', '') }),
      fc.record({ type: fc.constant('REGION' as const), questionId: fc.constant(3), region: fc.constantFrom('US-CA', 'CA-ON') }),
      fc.record({ type: fc.constant('SUBMIT' as const), mayAnswer: fc.boolean() }),
      fc.constant({ type: 'SUBMITTED' as const }),
      fc.record({ type: fc.constant('SUBMIT_FAILED' as const), message: fc.string() }),
    );
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 40 }), (events) => {
        let state = open();
        let wasAnswered = false;
        for (const e of events) {
          state = transition(state, e);
          if (wasAnswered) expect(state.name).toBe('answered');
          wasAnswered ||= state.name === 'answered';
          const answers = answersOf(state);
          expect(answers[6]?.options.length ?? 0).toBeLessThanOrEqual(1);
          expect(answers[7]?.options.length ?? 0).toBeLessThanOrEqual(1);
          expect(/^\d*$/.test(answers[2]?.text ?? '')).toBe(true);
          if (state.name === 'submitting') expect(missingRequired(survey, state.answers)).toEqual([]);
        }
      }),
    );
  });
});
