import { createRuntimeFn as vanillaExtract } from '@vanilla-extract/recipes/createRuntimeFn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRuntimeFn, type RecipeConfig } from './recipeRuntime';

const config: RecipeConfig = {
  defaultClassName: 'base',
  variantClassNames: {
    variant: { primary: 'v-primary', secondary: 'v-secondary', ghost: 'v-ghost' },
    size: { sm: 's-sm', md: 's-md' },
    fullWidth: { true: 'w-true', false: 'w-false' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
  compoundVariants: [
    [{ variant: 'ghost', size: 'sm' }, 'c-ghost-sm'],
    [{ fullWidth: true }, 'c-full'],
    // A default counts when an option is given as undefined.
    [{ variant: 'primary', fullWidth: true }, 'c-primary-full'],
  ],
};

describe('the standalone script’s recipe runtime', () => {
  it('names the classes vanilla-extract names', () => {
    const ours = createRuntimeFn(config);
    const theirs = vanillaExtract(config as Parameters<typeof vanillaExtract>[0]);
    expect(ours()).toBe('base v-primary s-md');
    expect(ours({ variant: 'ghost', size: 'sm', fullWidth: true })).toBe('base v-ghost s-sm w-true c-ghost-sm c-full');
    expect(ours({ variant: undefined, fullWidth: true })).toBe('base v-primary s-md w-true c-full c-primary-full');
    fc.assert(
      fc.property(
        fc.record(
          {
            variant: fc.constantFrom('primary', 'secondary', 'ghost', undefined),
            size: fc.constantFrom('sm', 'md', undefined),
            fullWidth: fc.constantFrom(true, false, undefined),
          },
          { requiredKeys: [] },
        ),
        (options) => {
          expect(ours(options)).toBe(theirs(options as never));
        },
      ),
    );
  });
});
