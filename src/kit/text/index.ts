export { type TextToken, type TokenizeOptions, tokenizeText, trimUrlEnd } from './tokenize';
