export { WindowedList, type WindowedListProps, type WindowedListHandle, type ScrollToItemOptions } from './WindowedList';
