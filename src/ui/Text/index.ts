export { Heading, type HeadingProps, Text, type TextProps, textRoles } from './Text';
