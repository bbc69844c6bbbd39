/**
 * The standalone script's recipe runtime (scripts/build-embed.mjs aliases `@vanilla-extract/recipes/createRuntimeFn`
 * here): the class names of a `recipe()` call for its options, by vanilla-extract's own rule (the base class, then the
 * class of each variant's choice or default in order, booleans as 'true'/'false', then each compound variant that
 * matches), without the package's spread helpers (about 0.5 kB gzip). The script's styles do not read a recipe's
 * `variants()` or `classNames`, so they are left out. recipeRuntime.test.ts compares it with vanilla-extract's.
 */

type Selections = Record<string, string | number | boolean | null | undefined>;

/** What the vanilla-extract plugin compiles a `recipe()` call into. */
export interface RecipeConfig {
  defaultClassName: string;
  variantClassNames: Record<string, Record<string, string>>;
  defaultVariants: Selections;
  compoundVariants: [Selections, string][];
}

export function createRuntimeFn(config: RecipeConfig) {
  return (options?: Selections): string => {
    const { defaultVariants: defaults } = config;
    const selections: Selections = { ...defaults, ...options };
    let className = config.defaultClassName;
    for (const name in selections) {
      const choice = selections[name] ?? defaults[name];
      const variantClass = choice == null ? undefined : config.variantClassNames[name]?.[String(choice)];
      if (variantClass) className += ` ${variantClass}`;
    }
    for (const [check, compoundClass] of config.compoundVariants) {
      if (Object.keys(check).every((key) => check[key] === (selections[key] ?? defaults[key]))) className += ` ${compoundClass}`;
    }
    return className;
  };
}
