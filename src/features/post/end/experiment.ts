/**
 * Experiment assignment (gap G31: "experiment hook with overridable variant"). The spec does not show how readers are
 * assigned, so assignment is the host's: the `experiment_<name>` feature flag set by the host turns the first
 * treatment on, and the address's `?exp_<name>=<variant>` overrides it (dev tools, stories, QA). Without either the
 * reader is in `control`. Pure parsing is separate from the hook so it has a table test.
 */
import { useFlag, useLocation } from '../../../platform/context';

/** The variant named by `?exp_<name>=<variant>` in a query string, if it is one of `variants`. */
export function experimentOverride<V extends string>(search: string, name: string, variants: readonly V[]): V | null {
  const value = new URLSearchParams(search).get(`exp_${name}`);
  return value !== null && (variants as readonly string[]).includes(value) ? (value as V) : null;
}

/**
 * The reader's variant of experiment `name`: the address override, else the first treatment when the host's flag
 * `experiment_<name>` is on, else `variants[0]` (control).
 */
export function useExperiment<V extends string>(name: string, variants: readonly [V, ...V[]]): V {
  const location = useLocation();
  const flagged = useFlag(`experiment_${name}`);
  return experimentOverride(location.search, name, variants) ?? (flagged && variants[1] ? variants[1] : variants[0]);
}
