/**
 * The mock world's clock. Every seeded date is relative to `MOCK_NOW`, and stories freeze the platform clock at
 * the same instant, so relative times ("3h") and countdowns never move between screenshots.
 */
export const MOCK_NOW = '2026-11-21T12:00:00.000Z';

let offsetMs = 0;

/** The mock server's current time: `MOCK_NOW` plus however far a test advanced it. */
export function mockNow(): Date {
  return new Date(new Date(MOCK_NOW).getTime() + offsetMs);
}

/** Moves the mock server's time forward (time-driven behaviour such as clip transcoding follows it). */
export function advanceMockClock(ms: number): void {
  offsetMs += ms;
}

export function resetMockClock(): void {
  offsetMs = 0;
}
