/**
 * A host storage that refuses everything, as a private window, a full quota or a sandboxed frame does: reads and
 * removals throw a `SecurityError`, writes a `QuotaExceededError`. Shared by the stories that show a part still works
 * without storage (`parameters.platform.storage`) and the host tests that check the same in jsdom; it imports nothing
 * from Storybook, so a jsdom test may use it.
 */
import type { StorageAdapter } from '../../src/platform/storage';

export const refusingStorage: StorageAdapter = {
  get: () => {
    throw new Error('SecurityError: storage is disabled');
  },
  set: () => {
    throw new Error('QuotaExceededError');
  },
  remove: () => {
    throw new Error('SecurityError: storage is disabled');
  },
};
