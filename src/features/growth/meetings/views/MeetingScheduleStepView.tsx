import { useId, useMemo } from 'react';
import type { MeetingSlot } from '../../../../api/schemas/meetings';
import { isolatedText } from '../../../../ui/bidi';
import { ErrorState } from '../../../../ui/ErrorState';
import { Skeleton, SkeletonGroup } from '../../../../ui/Skeleton';
import { useT } from '../i18n';
import { groupSlotsByDay, slotLabel, slotSummary, zoneName } from '../meetingSlots';
import * as styles from './meetings.css';

export const meetingScheduleStates = ['loading', 'error', 'choosing', 'saving', 'waiting', 'failed'] as const;
export type MeetingScheduleState = (typeof meetingScheduleStates)[number];

export interface MeetingScheduleStepViewProps {
  /** `loading`/`error`: the open slots; `saving`: the chosen slot is being attached; `waiting`: booked, the 2 s pause. */
  state: MeetingScheduleState;
  /** The open slots of the next week (P61), any order. */
  slots?: readonly MeetingSlot[];
  /** The IANA zone the slots are shown in (named above them). */
  timeZone: string;
  /** The slot being attached or attached (its event URI). */
  chosen?: string | null;
  /** T180, with the host ("meetings@{host}"). */
  failure?: string | null;
  loadError?: string;
  onRetryLoad?: () => void;
  onChoose?: (slot: MeetingSlot) => void;
  /** For the zone's name (defaults to now: pass the platform clock's instant for stable output). */
  now?: Date;
  locale?: string;
}

/**
 * The schedule step (spec 003 §4 "Scheduling", §9; inventory `meeting-schedule-step`, M56): the product's own slot
 * picker in place of the external scheduling widget. The open slots grouped by day in the reader's time zone, the
 * zone named above them; the summary "Many availabilities" above 50, "No slots available in the next week" at none;
 * each slot a button whose accessible name is the full date, time and zone ("Sunday, November 22, 2026 at 9:00 AM
 * Eastern Standard Time"). Choosing one attaches it (E75); then a 2 s pause and the confirmation. A failure says T180
 * and lets the reader choose again.
 */
export function MeetingScheduleStepView({
  state,
  slots = [],
  timeZone,
  chosen,
  failure,
  loadError,
  onRetryLoad,
  onChoose,
  now,
  locale = 'en-US',
}: MeetingScheduleStepViewProps) {
  const t = useT();
  const id = useId();
  const days = useMemo(
    () =>
      groupSlotsByDay(
        slots.map((s) => s.start_time),
        timeZone,
        locale,
      ),
    [slots, timeZone, locale],
  );
  const byStart = useMemo(() => new Map(slots.map((s) => [s.start_time, s])), [slots]);
  const zoneLabel = zoneName(slots[0]?.start_time ?? now ?? new Date(0), timeZone, locale);
  const summary = slotSummary(slots.length);
  const busy = state === 'saving' || state === 'waiting';
  const chosenSlot = chosen ? slots.find((s) => s.event_uri === chosen) : undefined;

  return (
    <section className={styles.actions} data-part="meeting-schedule-step" data-state={state} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subtitle}>
        {t('growth.meetings.schedule.heading')}
      </h2>
      <p className={styles.muted} data-part="meeting-zone">
        {isolatedText(([zone, name]) => t('growth.meetings.schedule.zone', { zone, zoneName: name }), [timeZone, zoneLabel])}
      </p>
      {state === 'loading' ? (
        <SkeletonGroup label={t('growth.meetings.schedule.loading')} className={styles.form}>
          <Skeleton width="40%" height={18} />
          <Skeleton height={44} radius="md" />
          <Skeleton width="40%" height={18} />
          <Skeleton height={44} radius="md" />
        </SkeletonGroup>
      ) : state === 'error' ? (
        <ErrorState description={loadError} onRetry={onRetryLoad} headingLevel={3} />
      ) : (
        <>
          <p className={styles.explain} data-part="meeting-slot-summary">
            {summary === 'many'
              ? t('growth.meetings.schedule.many')
              : summary === 'none'
                ? t('growth.meetings.schedule.none')
                : t('growth.meetings.schedule.count', { count: slots.length })}
          </p>
          {failure ? (
            <p className={styles.error} role="alert" data-part="meeting-schedule-error">
              {failure}
            </p>
          ) : null}
          {busy && chosenSlot ? (
            <p className={state === 'waiting' ? styles.success : styles.notice} role="status">
              {state === 'waiting'
                ? t('growth.meetings.schedule.scheduled', { slot: slotLabel(chosenSlot.start_time, timeZone, locale) })
                : t('growth.meetings.schedule.saving', { slot: slotLabel(chosenSlot.start_time, timeZone, locale) })}
            </p>
          ) : null}
          {days.length > 0 ? (
            <div className={styles.picker}>
              <ul className={styles.days}>
                {days.map((day) => (
                  <li key={day.day} className={styles.day}>
                    <h3 id={`${id}-${day.day}`} className={styles.dayHeading}>
                      {day.heading}
                    </h3>
                    <ul className={styles.slots} aria-labelledby={`${id}-${day.day}`}>
                      {day.slots.map((slot) => {
                        const meetingSlot = byStart.get(slot.start)!;
                        const isChosen = chosen === meetingSlot.event_uri;
                        return (
                          <li key={slot.start}>
                            <button
                              type="button"
                              className={styles.slot}
                              aria-label={slot.label}
                              aria-pressed={isChosen}
                              disabled={busy}
                              data-part="meeting-slot"
                              onClick={() => onChoose?.(meetingSlot)}
                            >
                              <time dateTime={slot.start}>{slot.time}</time>
                            </button>
                          </li>
                        );
                      })}
                    </ul>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
