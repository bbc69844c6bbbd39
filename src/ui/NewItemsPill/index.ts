export { NewItemsPill, type NewItemsPillProps } from './NewItemsPill';
