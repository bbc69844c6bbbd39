/**
 * The theme contract: one CSS variable per token, named `--mh-<group>-<token>`. These variables are the public
 * theming API (documented in the README and on the "Theming" docs page): a host may override any of them on an
 * ancestor of a Masthead screen.
 */
import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? string : Contract<T[K]> };

function toContract<T extends object>(tokens: T, path: string[] = []): Contract<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tokens)) {
    out[key] = typeof value === 'string' ? [...path, key].join('-') : toContract(value as object, [...path, key]);
  }
  return out as Contract<T>;
}

export const vars = createGlobalThemeContract(toContract(lightTokens), (value) => `mh-${value}`);
