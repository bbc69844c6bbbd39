export { Stack, type StackProps, stackDirections } from './Stack';
