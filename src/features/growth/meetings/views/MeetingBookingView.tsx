import { type ReactNode, useId } from 'react';
import { paths } from '../../../../kit/routes';
import { Link } from '../../../../platform/Link';
import { ErrorState } from '../../../../ui/ErrorState';
import { Skeleton, SkeletonGroup } from '../../../../ui/Skeleton';
import { type MeetingStep, meetingSteps } from '../meetingBooking.machine';
import { useT } from '../i18n';
import * as styles from './meetings.css';

export const meetingBookingViewStates = ['loading', 'not-found', 'error', ...meetingSteps] as const;
export type MeetingBookingViewState = (typeof meetingBookingViewStates)[number];

export interface MeetingBookingViewProps {
  /** The step on screen, or the order named by the address being read (`loading`), missing or failing to load. */
  state: MeetingBookingViewState;
  errorMessage?: string;
  onRetry?: () => void;
  /** The step's content (`MeetingOrderStepView`, `MeetingScheduleStepView`, `MeetingConfirmationStepView`). */
  children?: ReactNode;
}

const stepText = {
  order: 'growth.meetings.step.order',
  schedule: 'growth.meetings.step.schedule',
  confirmation: 'growth.meetings.step.confirmation',
} as const;

/**
 * The booking flow's frame (`/meetings/book`, `/meetings/book/{order_id}`, spec 003; inventory `meetings-booking-page`,
 * M56): a 450 px card with the three steps (order → schedule → confirmation, the current one marked for screen readers
 * too) around the step's own view; the loading, not-found and error states of an order named by the address.
 */
export function MeetingBookingView({ state, errorMessage, onRetry, children }: MeetingBookingViewProps) {
  const t = useT();
  const id = useId();
  const current = (meetingSteps as readonly string[]).includes(state) ? (state as MeetingStep) : null;
  return (
    <main className={styles.page} data-part="meeting-booking" data-state={state}>
      <section className={styles.bookingCard} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.title}>
          {t('growth.meetings.book.title')}
        </h1>
        <ol className={styles.steps} aria-label={t('growth.meetings.steps')}>
          {meetingSteps.map((step) => (
            <li key={step} className={styles.step} data-state={step === current ? 'current' : 'other'} aria-current={step === current ? 'step' : undefined}>
              {t(stepText[step])}
            </li>
          ))}
        </ol>
        {state === 'loading' ? (
          <SkeletonGroup label={t('growth.meetings.book.loading')} className={styles.form}>
            <Skeleton width="50%" height={20} />
            <Skeleton height={44} radius="md" />
            <Skeleton height={96} radius="md" />
            <Skeleton height={44} radius="md" />
          </SkeletonGroup>
        ) : state === 'not-found' ? (
          <div className={styles.actions}>
            <p className={styles.notice}>{t('growth.meetings.book.notFound')}</p>
            <Link to={paths.meetingsBook()} className={styles.link}>
              {t('growth.meetings.book.startOver')}
            </Link>
          </div>
        ) : state === 'error' ? (
          <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} />
        ) : (
          children
        )}
      </section>
    </main>
  );
}
