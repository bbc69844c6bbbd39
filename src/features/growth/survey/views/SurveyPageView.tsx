import { ClipboardList, LogIn } from 'lucide-react';
import { useId } from 'react';
import type { Country, SurveyQuestion } from '../../../../api/schemas/growth';
import { truncateText } from '../../../../i18n/format';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import { ErrorState } from '../../../../ui/ErrorState';
import { Checkbox, RadioGroup, Select, TextArea, TextField } from '../../../../ui/Field';
import { Icon } from '../../../../ui/Icon';
import { SkeletonRows } from '../../../../ui/Skeleton';
import { useT } from '../i18n';
import { emptyAnswer, missingRequired, type SurveyAnswer, type SurveyCountries, type SurveyEvent, type SurveyState } from '../survey.machine';
import * as styles from './survey.css';

/** An edit of one answer (the machine's answer events). */
export type SurveyEdit = Extract<SurveyEvent, { questionId: number }>;

export interface SurveyPageViewProps {
  state: SurveyState;
  /** The reader may answer (signed in, or identified by the survey's token); else the sign-in prompt shows. */
  mayAnswer: boolean;
  /** Submit is enabled (M63's guard). */
  submittable: boolean;
  /** The country question's list. */
  countries: SurveyCountries;
  onEdit(edit: SurveyEdit): void;
  onSubmit(): void;
  onRetry(): void;
  onSignIn(): void;
}

/** Titles and labels are shown up to these many characters. */
const TITLE_MAX = 200;
const LABEL_MAX = 500;

/**
 * A reader survey (`survey-page`, M63): loading; "There was an error fetching this survey." with Try again; the form
 * with every question type (text, number keeping digits only, country and region, checkboxes, radios, and their
 * "other" variants), required questions marked, Submit enabled only when the reader may answer and every required
 * question is answered, a failed submit's text by the button with every answer kept; "Thank you!" once answered (also
 * when the reader had answered before); a signed-out reader is asked to sign in. Each question shows its plain `label`
 * (bounded); `displayLabel`'s inline markup is not rendered, so no survey text ever reaches the page as HTML.
 */
export function SurveyPageView({ state, mayAnswer, submittable, countries, onEdit, onSubmit, onRetry, onSignIn }: SurveyPageViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="survey" data-state={state.name} aria-busy={state.name === 'loading'}>
      <div className={styles.column}>
        {state.name === 'loading' ? <SkeletonRows count={5} label={t('growth.survey.loading')} /> : null}
        {state.name === 'error' ? <ErrorState description={t('growth.survey.error')} onRetry={onRetry} headingLevel={2} /> : null}
        {state.name === 'answered' ? (
          <>
            <header className={styles.header}>
              <h1 className={styles.title} dir="auto">
                {truncateText(state.survey.title, TITLE_MAX)}
              </h1>
            </header>
            <div role="status">
              <EmptyState icon={ClipboardList} title={t('growth.survey.thanks')} description={t('growth.survey.thanksBody')} headingLevel={2} />
            </div>
          </>
        ) : null}
        {state.name === 'unanswered' || state.name === 'submitting' ? (
          <SurveyForm
            state={state}
            mayAnswer={mayAnswer}
            submittable={submittable}
            countries={countries}
            onEdit={onEdit}
            onSubmit={onSubmit}
            onSignIn={onSignIn}
          />
        ) : null}
      </div>
    </main>
  );
}

function SurveyForm({
  state,
  mayAnswer,
  submittable,
  countries,
  onEdit,
  onSubmit,
  onSignIn,
}: Omit<SurveyPageViewProps, 'state' | 'onRetry'> & { state: Extract<SurveyState, { name: 'unanswered' | 'submitting' }> }) {
  const t = useT();
  const { survey, answers } = state;
  const busy = state.name === 'submitting';
  const missing = missingRequired(survey, answers).length;
  const statusId = useId();
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title} dir="auto">
          {truncateText(survey.title, TITLE_MAX)}
        </h1>
        {survey.description ? (
          <p className={styles.lede} dir="auto">
            {truncateText(survey.description, LABEL_MAX)}
          </p>
        ) : null}
      </header>
      {!mayAnswer ? (
        <section className={styles.notice} data-part="survey-sign-in" aria-labelledby={`${statusId}-sign-in`}>
          <h2 id={`${statusId}-sign-in`} className={styles.noticeTitle}>
            {t('growth.survey.signIn.title')}
          </h2>
          <p className={styles.noticeBody}>{t('growth.survey.signIn.body')}</p>
          <Button variant="primary" onClick={onSignIn} leadingIcon={<Icon icon={LogIn} />}>
            {t('growth.survey.signIn.action')}
          </Button>
        </section>
      ) : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {survey.questions.map((question) => (
          <Question key={question.id} question={question} answer={answers[question.id] ?? emptyAnswer} countries={countries} disabled={busy} onEdit={onEdit} />
        ))}
        <div className={styles.footer}>
          <Button type="submit" variant="primary" disabled={!submittable} loading={busy} aria-describedby={statusId}>
            {busy ? t('growth.survey.submitting') : t('growth.survey.submit')}
          </Button>
          <div id={statusId}>
            {state.name === 'unanswered' && state.failure ? (
              <p className={styles.failure} role="alert">
                {state.failure}
              </p>
            ) : null}
            {missing > 0 ? <p className={styles.muted}>{t('growth.survey.missing', { count: missing })}</p> : null}
          </div>
        </div>
      </form>
    </>
  );
}

function Question({
  question,
  answer,
  countries,
  disabled,
  onEdit,
}: {
  question: SurveyQuestion;
  answer: SurveyAnswer;
  countries: SurveyCountries;
  disabled: boolean;
  onEdit(edit: SurveyEdit): void;
}) {
  const t = useT();
  const label = truncateText(question.label, LABEL_MAX);
  const id = question.id;
  const { type } = question;
  if (type === 'text') {
    return (
      <div data-part="survey-question" data-type={type}>
        <TextArea
          label={label}
          required={question.is_required}
          disabled={disabled}
          value={answer.text}
          onValueChange={(text) => onEdit({ type: 'TEXT', questionId: id, text })}
        />
      </div>
    );
  }
  if (type === 'number') {
    return (
      <div data-part="survey-question" data-type={type}>
        <TextField
          label={label}
          hint={t('growth.survey.number')}
          required={question.is_required}
          disabled={disabled}
          inputMode="numeric"
          value={answer.text}
          onValueChange={(text) => onEdit({ type: 'TEXT', questionId: id, text })}
        />
      </div>
    );
  }
  const legend = (
    <legend className={styles.legend} dir="auto">
      {label}
      {question.is_required ? <span className={styles.required}>{t('growth.survey.required')}</span> : null}
    </legend>
  );
  if (type === 'country') {
    const list: readonly Country[] = countries.name === 'ready' ? countries.countries : [];
    const regions = list.find((c) => c.code === answer.country)?.regions ?? [];
    return (
      <fieldset className={styles.question} data-part="survey-question" data-type={type}>
        {legend}
        <div className={styles.pair}>
          <Select
            label={t('growth.survey.country')}
            placeholder={countries.name === 'loading' ? t('growth.survey.countriesLoading') : t('growth.survey.chooseCountry')}
            options={list.map((c) => ({ value: c.code, label: c.name }))}
            value={answer.country}
            disabled={disabled || countries.name !== 'ready'}
            required={question.is_required}
            error={countries.name === 'error' ? t('growth.survey.countriesError') : undefined}
            onValueChange={(country) => onEdit({ type: 'COUNTRY', questionId: id, country })}
          />
          <Select
            label={t('growth.survey.region')}
            placeholder={t('growth.survey.chooseRegion')}
            options={regions.map((r) => ({ value: r.code, label: r.name }))}
            value={answer.region}
            disabled={disabled || answer.country === ''}
            required={question.is_required}
            onValueChange={(region) => onEdit({ type: 'REGION', questionId: id, region })}
          />
        </div>
      </fieldset>
    );
  }
  const freeform = type === 'checkbox_freeform' || type === 'radio_freeform';
  const other = freeform ? (
    <TextField
      label={t('growth.survey.other')}
      placeholder={t('growth.survey.otherPlaceholder')}
      disabled={disabled}
      value={answer.text}
      onValueChange={(text) => onEdit({ type: 'TEXT', questionId: id, text })}
    />
  ) : null;
  if (type === 'radio' || type === 'radio_freeform') {
    return (
      <div className={styles.question} data-part="survey-question" data-type={type}>
        <RadioGroup
          label={label}
          required={question.is_required}
          disabled={disabled}
          options={question.options.map((o) => ({ value: String(o.id), label: truncateText(o.label, LABEL_MAX) }))}
          value={answer.options[0] !== undefined ? String(answer.options[0]) : ''}
          onValueChange={(value) => onEdit({ type: 'OPTION', questionId: id, optionId: Number(value) })}
        />
        {other}
      </div>
    );
  }
  return (
    <fieldset className={styles.question} data-part="survey-question" data-type={type}>
      {legend}
      <div className={styles.choices}>
        {question.options.map((option) => (
          <Checkbox
            key={option.id}
            label={<span dir="auto">{truncateText(option.label, LABEL_MAX)}</span>}
            disabled={disabled}
            checked={answer.options.includes(option.id)}
            onCheckedChange={() => onEdit({ type: 'OPTION', questionId: id, optionId: option.id })}
          />
        ))}
      </div>
      {other}
    </fieldset>
  );
}
