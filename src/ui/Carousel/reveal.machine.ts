/**
 * Whether one piece of explicit media is shown. It starts blurred behind a "Show" button; the reader may reveal
 * it and hide it again. Pure: no React, no DOM.
 */
export const revealStateNames = ['concealed', 'revealed'] as const;
export type RevealStatus = (typeof revealStateNames)[number];

export type RevealState = { status: 'concealed' } | { status: 'revealed' };

export type RevealEvent = { type: 'reveal' } | { type: 'conceal' };

export const initialRevealState: RevealState = { status: 'concealed' };

/** Media that is not explicit starts revealed. */
export function revealStateFor(blurred: boolean): RevealState {
  return blurred ? initialRevealState : { status: 'revealed' };
}

export function revealTransition(state: RevealState, event: RevealEvent): RevealState {
  switch (event.type) {
    case 'reveal':
      return state.status === 'revealed' ? state : { status: 'revealed' };
    case 'conceal':
      return state.status === 'concealed' ? state : { status: 'concealed' };
    default:
      event satisfies never;
      return state;
  }
}

/** True while the media must stay blurred. */
export const isConcealed = (state: RevealState): boolean => state.status === 'concealed';
