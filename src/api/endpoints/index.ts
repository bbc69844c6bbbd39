/**
 * Every endpoint declaration, by area. Feature hooks import single declarations (tree-shaking keeps only what a
 * screen uses); tests, the OpenAPI generator and hosts that want the full list use `endpointsByArea`.
 */
import { postsEndpoints } from './posts';

export const endpointsByArea = {
  posts: postsEndpoints,
} as const;

export * from './posts';
