import type { AnyEndpointDef, EndpointInput } from '../../src/api/endpoint';
import type { ScenarioViewer } from '../../mocks/scenario';

/** One succeeding call of an endpoint, used by the every-endpoint test. */
export interface Sample<E extends AnyEndpointDef = AnyEndpointDef> {
  def: E;
  input: EndpointInput<E>;
  /** Who calls (default: the scenario's default viewer, paid). */
  viewer?: ScenarioViewer;
}

/** Keeps the input typed against its endpoint. */
export function sample<E extends AnyEndpointDef>(def: E, input: EndpointInput<E>, viewer?: ScenarioViewer): Sample {
  return { def, input, ...(viewer ? { viewer } : {}) } as Sample;
}
