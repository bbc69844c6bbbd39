/**
 * The standalone script's data hook: the React widget's machines (M31 free signup, M60 request) driven by the script's
 * `fetch` calls (embedScriptApi.ts) instead of the kit's read and write, which bring TanStack Query and zod. Failures
 * are told inside the widget (there is no toast region on a stranger's page) with the React widget's texts: the
 * server's words, else the shared network / timeout / sign-in text, else the signup's or the request's own.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from '../../../../api/errors';
import { freeSignupMessages } from '../../../../i18n/catalog/signup';
import { growthEmbedMessages } from '../../../../i18n/catalog/growth';
import { commonFailureId, failureText, serverWords } from '../../../../kit/failure';
import { useMachine } from '../../../../kit/useMachine';
import { defineAreaT } from '../../../../platform/context';
import { freeSignupTransition, initialFreeSignupState } from '../../../signup';
import { embedRequestEmail, embedRequestFailure, initialEmbedRequestState, transition as requestTransition } from '../embedRequest.machine';
import { embedPublication } from '../embedPublication';
import type { EmbedSubscribeWidgetBaseProps, EmbedSubscribeWidgetViewProps } from '../EmbedSubscribeWidgetView';
import { fetchEmbedPublication, postEmbedRequest, postEmbedSignup } from './embedScriptApi';
import { embedScriptPaths } from './embedScriptPaths';

/** The widget's texts and the shared signup's failure text (the React widget reads it through the signup hook). */
export const useEmbedScriptT = /* @__PURE__ */ defineAreaT(growthEmbedMessages, freeSignupMessages);

type Load =
  | { name: 'loading' }
  | { name: 'ready'; id: number; publication: NonNullable<EmbedSubscribeWidgetViewProps['publication']> }
  | { name: 'error'; failure: ApiError };

/** `url` resolved against the API's address (`null` when it is not a URL). */
function onSite(url: string | null | undefined, api: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, api).href;
  } catch {
    return null;
  }
}

/** Everything the bare view takes, from the API at `api`, and the publication site's paths. */
export function useEmbedScript(api: string): EmbedSubscribeWidgetBaseProps {
  const t = useEmbedScriptT();
  const [load, setLoad] = useState<Load>({ name: 'loading' });
  /** Reads the publication; `live()` says whether the answer is still wanted. */
  const read = useCallback(
    async (live: () => boolean) => {
      setLoad({ name: 'loading' });
      const result = await fetchEmbedPublication(api);
      if (!live()) return;
      if (!result.ok) return setLoad({ name: 'error', failure: result.failure });
      // A root-relative logo is on the publication's site, not on the page the widget sits in.
      const publication = embedPublication(result.data);
      setLoad({ name: 'ready', id: result.data.id, publication: { ...publication, logoUrl: onSite(publication.logoUrl, api) } });
    },
    [api],
  );
  useEffect(() => {
    let live = true;
    void read(() => live);
    return () => {
      live = false;
    };
  }, [read]);

  const [signup, sendSignup] = useMachine(freeSignupTransition, initialFreeSignupState);
  const [request, sendRequest] = useMachine(requestTransition, initialEmbedRequestState);
  const ready = load.name === 'ready' ? load : null;
  const inviteOnly = ready?.publication.inviteOnly === true;

  const submit = useCallback(
    async (email: string) => {
      if (!ready) return;
      if (inviteOnly) {
        const wanted = embedRequestEmail(sendRequest({ type: 'SUBMIT', email }));
        if (wanted === null) return;
        const result = await postEmbedRequest(api, ready.id, wanted);
        sendRequest(
          result.ok
            ? { type: 'SUCCEEDED' }
            : { type: 'FAILED', messageId: commonFailureId(result.failure, 'growth.embed.requestFailed'), serverMessage: serverWords(result.failure) ?? null },
        );
        return;
      }
      const request = { email, source: 'embed' } as const;
      if (sendSignup({ type: 'SUBMIT', request }).name !== 'submitting') return;
      const result = await postEmbedSignup(api, ready.id, email);
      sendSignup(result.ok ? { type: 'SUCCEEDED', ...result.data } : { type: 'FAILED', error: result.failure });
    },
    [api, ready, inviteOnly, sendRequest, sendSignup],
  );

  const told = embedRequestFailure(request);
  const alertMessage = inviteOnly
    ? told && ('serverMessage' in told ? told.serverMessage : t(told.messageId))
    : signup.name === 'error'
      ? (signup.serverMessage ?? t(signup.messageId))
      : null;

  return {
    status: load.name,
    publication: ready?.publication ?? null,
    errorMessage: load.name === 'error' ? failureText(load.failure, t, 'growth.embed.error.load') : undefined,
    onRetry: () => void read(() => true),
    formState: inviteOnly
      ? request.name === 'loading'
        ? 'submitting'
        : request.name === 'requested'
          ? 'done'
          : 'idle'
      : signup.name === 'submitting'
        ? 'submitting'
        : signup.name === 'success'
          ? 'done'
          : 'idle',
    email: inviteOnly ? (request.name === 'idle' ? null : request.email) : signup.name === 'success' ? signup.email : null,
    signedInAs: null,
    onSubmit: (email) => void submit(email),
    alertMessage,
    paths: embedScriptPaths,
  };
}
