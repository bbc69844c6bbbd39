import { defineScreen } from '../../../kit/Screen';
import { useSurvey } from './useSurvey';
import { SurveyPageView } from './views/SurveyPageView';

export interface SurveyPageProps {
  /** The survey's id; read from the route (`/survey/{id}`) when omitted. */
  surveyId?: number;
  /** The token of an e-mailed survey link; read from the address (`?token=`) when omitted. */
  token?: string;
}

function ConnectedSurveyPage({ surveyId, token }: { surveyId: number; token: string | undefined }) {
  const survey = useSurvey(surveyId, token);
  return (
    <SurveyPageView
      state={survey.state}
      mayAnswer={survey.mayAnswer}
      submittable={survey.submittable}
      countries={survey.countries}
      onEdit={survey.send}
      onSubmit={survey.submit}
      onRetry={survey.retry}
      onSignIn={survey.signIn}
    />
  );
}

/** A reader survey (`/survey/{id}`, optional `token`): `useSurvey` (M63) joined to `SurveyPageView`. */
export const SurveyPage = defineScreen({
  name: 'SurveyPage',
  resolve: (props: SurveyPageProps, route, location) => {
    const id = props.surveyId ?? (route?.screen === 'survey' ? Number(route.params.surveyId) : Number.NaN);
    if (!Number.isInteger(id) || id <= 0) return null;
    const token = props.token ?? new URLSearchParams(location.search).get('token') ?? undefined;
    return { surveyId: id, token: token ? token.slice(0, 200) : undefined };
  },
  Body: ConnectedSurveyPage,
  identity: ({ surveyId, token }) => `${surveyId}/${token ?? ''}`,
});
