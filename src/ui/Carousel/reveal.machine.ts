/**
 * Whether one piece of explicit media is shown. It starts blurred behind a "Show" button; the reader may reveal
 * it and hide it again. Pure: no React, no DOM.
 */
export const revealStateNames = ['concealed', 'revealed'] as const;
export type RevealStatus = (typeof revealStateNames)[number];

export type RevealState = { name: 'concealed' } | { name: 'revealed' };

export type RevealEvent = { type: 'reveal' } | { type: 'conceal' };

export const initialRevealState: RevealState = { name: 'concealed' };

/** Media that is not explicit starts revealed. */
export function revealStateFor(blurred: boolean): RevealState {
  return blurred ? initialRevealState : { name: 'revealed' };
}

export function transition(state: RevealState, event: RevealEvent): RevealState {
  switch (event.type) {
    case 'reveal':
      return state.name === 'revealed' ? state : { name: 'revealed' };
    case 'conceal':
      return state.name === 'concealed' ? state : { name: 'concealed' };
    default:
      event satisfies never;
      return state;
  }
}

/** The same function under its historical name (exported by the package). */
export const revealTransition = transition;

/** True while the media must stay blurred. */
export const isConcealed = (state: RevealState): boolean => state.name === 'concealed';
