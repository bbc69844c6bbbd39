/**
 * What the kit's one failure-text rule says for each fault kind the mock plays (`failureText`): the server's words
 * when it sent any, else the shared `common.error.*` text. Screens that show "the error's text" show these.
 */
import { type FaultKind, faultKinds } from '../../../../mocks/scenario';
import { t } from '../harness';

/** The mock's words for each fault (`playScenario`). */
export const SERVER_WORDS = {
  '500': 'Internal server error',
  '401': 'Not authorized',
  '403': 'Forbidden',
  ban: 'You have been banned from this publication',
} as const;

export const kitText: Record<FaultKind, string> = {
  '500': SERVER_WORDS['500'],
  '401': SERVER_WORDS['401'],
  '403': SERVER_WORDS['403'],
  ban: SERVER_WORDS.ban,
  network: t('common.error.network'),
  malformed: t('common.error.malformed'),
  timeout: t('common.error.timeout'),
};

/** A `told` table from a rule per kind. */
export function toldBy<T>(rule: (kind: FaultKind) => T): Record<FaultKind, T> {
  return Object.fromEntries(faultKinds.map((kind) => [kind, rule(kind)])) as Record<FaultKind, T>;
}
