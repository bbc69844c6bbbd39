/**
 * Runs a pure machine (`transition(state, event) → state`) inside a component: the kit's one way to hold machine state.
 *
 * `send(event)` applies the transition synchronously and returns the next state, so a handler can read the request the
 * machine wants made (`likeRequest(send({ type: 'TOGGLE' }))`) without waiting for a render. The state the component
 * renders is the same object. `send` is stable for the component's life.
 */
import { useCallback, useRef, useState } from 'react';

export type Send<E, S> = (event: E) => S;

export function useMachine<S, E>(transition: (state: S, event: E) => S, initial: S | (() => S)): [S, Send<E, S>] {
  const [state, setState] = useState<S>(initial);
  const ref = useRef(state);
  const transitionRef = useRef(transition);
  transitionRef.current = transition;
  const send = useCallback((event: E) => {
    const next = transitionRef.current(ref.current, event);
    if (!Object.is(next, ref.current)) {
      ref.current = next;
      setState(next);
    }
    return next;
  }, []);
  return [state, send];
}
