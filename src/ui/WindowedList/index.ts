export { type ReaderPlace, type ScrollToItemOptions, WindowedList, type WindowedListHandle, type WindowedListProps } from './WindowedList';
