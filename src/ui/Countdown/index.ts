export { Countdown, COUNTDOWN_REFRESH_MS, type CountdownProps } from './Countdown';
