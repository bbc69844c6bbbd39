/**
 * The survey's data hook: runs M63 (`survey.machine.ts`) on the survey's read (E76, with the e-mailed `token`), the
 * countries (P13, read only when a country question is asked) and the answers' write (E77). Who may answer: a
 * signed-in reader (G38: any subscriber, free or paid; the server refuses a reader without one) or a signed-out one
 * with a survey token; a signed-out reader without a token is asked to sign in through the kit's one sign-in modal.
 */
import { useCallback, useEffect, useRef } from 'react';
import { getCountries, getSurvey, submitSurveyResponses } from '../../../api/endpoints/growth';
import type { SurveyResponsesBody } from '../../../api/schemas/growth';
import { failureText } from '../../../kit/failure';
import { loadStatus, useRead } from '../../../kit/read';
import { useSignIn } from '../../../kit/signIn';
import { useMachine } from '../../../kit/useMachine';
import { useOptimisticWrite } from '../../../kit/useOptimisticWrite';
import { useViewer } from '../../../platform/context';
import { useT } from './i18n';
import { canSubmit, initialSurveyState, type SurveyCountries, type SurveyEvent, type SurveyState, surveyResponses, transition } from './survey.machine';

export interface SurveyController {
  state: SurveyState;
  /** The reader may answer (signed in, or identified by the survey's token). */
  mayAnswer: boolean;
  /** Submit is enabled (M63's guard). */
  submittable: boolean;
  countries: SurveyCountries;
  send(event: Exclude<SurveyEvent, { type: 'SUBMIT' | 'SUBMITTED' | 'SUBMIT_FAILED' | 'LOADED' | 'LOAD_FAILED' }>): void;
  submit(): void;
  retry(): void;
  signIn(): void;
}

export function useSurvey(surveyId: number, token?: string): SurveyController {
  const t = useT();
  const viewer = useViewer();
  const openSignIn = useSignIn();
  const mayAnswer = viewer.role !== 'anonymous' || (token !== undefined && token !== '');
  const read = useRead(getSurvey, { params: { id: surveyId }, query: token ? { token } : undefined });
  const load = loadStatus(read);
  // A survey already read (a server's prefetch, an earlier visit) starts the machine loaded, so the first render
  // (on the server too) shows the form rather than its loading state.
  const [state, dispatch] = useMachine(transition, () =>
    load.name === 'ready' ? transition(initialSurveyState, { type: 'LOADED', survey: load.data }) : initialSurveyState,
  );

  useEffect(() => {
    if (state.name !== 'loading') return;
    if (load.name === 'ready') dispatch({ type: 'LOADED', survey: load.data });
    // A read asked again after Try again still says "error" until its answer comes: wait for it.
    else if ((load.name === 'error' || load.name === 'not-found') && !read.isFetching) dispatch({ type: 'LOAD_FAILED' });
  }, [state.name, load, read.isFetching, dispatch]);

  const survey = state.name === 'loading' || state.name === 'error' ? null : state.survey;
  const asksCountry = survey?.questions.some((q) => q.type === 'country') === true && state.name !== 'answered';
  const countriesRead = useRead(getCountries, asksCountry ? {} : null, { staleTime: Number.POSITIVE_INFINITY });
  const countriesLoad = loadStatus(countriesRead);
  const countries: SurveyCountries =
    countriesLoad.name === 'ready'
      ? { name: 'ready', countries: countriesLoad.data }
      : countriesLoad.name === 'loading'
        ? { name: 'loading' }
        : { name: 'error' };

  const write = useOptimisticWrite({
    mutationFn: (body: SurveyResponsesBody, api) => api.call(submitSurveyResponses, { params: { id: surveyId }, query: token ? { token } : undefined, body }),
    onSucceeded: () => {
      dispatch({ type: 'SUBMITTED' });
    },
    // The form says it (next to Submit), so no alert; a 401 opens the sign-in modal as well.
    onFailed: (failure) => {
      if (failure.isUnauthorized) openSignIn({ entry: 'unauthorized', title: t('growth.survey.signIn.title'), body: t('growth.survey.signIn.body') });
      dispatch({
        type: 'SUBMIT_FAILED',
        message: failureText(failure, t, 'growth.survey.submitError'),
        alreadyAnswered: failure.status === 409,
      });
      return null;
    },
  });

  const { send: sendWrite } = write;
  // The submitting state a request was sent for: a second press while it is on its way sends nothing.
  const sentFor = useRef<SurveyState | null>(null);
  const submit = useCallback(() => {
    const next = dispatch({ type: 'SUBMIT', mayAnswer });
    if (next.name !== 'submitting' || sentFor.current === next) return;
    sentFor.current = next;
    void sendWrite(surveyResponses(next.survey, next.answers));
  }, [dispatch, mayAnswer, sendWrite]);

  const { refetch } = read;
  const retry = useCallback(() => {
    dispatch({ type: 'RETRY' });
    void refetch();
  }, [dispatch, refetch]);

  const signIn = useCallback(
    () => openSignIn({ entry: 'unauthorized', title: t('growth.survey.signIn.title'), body: t('growth.survey.signIn.body') }),
    [openSignIn, t],
  );

  return { state, mayAnswer, submittable: canSubmit(state, mayAnswer), countries, send: dispatch, submit, retry, signIn };
}
