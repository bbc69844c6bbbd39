/**
 * Guards the public surface (Primer's exports.test.ts): adding or removing an export changes this snapshot, so
 * the change is seen in review. Update with `npx vitest run --project unit -u tests/unit/exports.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import * as mastheadUi from '../../src/index';
import * as mocks from '../../mocks/index';

describe('public exports', () => {
  it('@masthead/ui', () => {
    expect(Object.keys(mastheadUi).sort()).toMatchSnapshot();
  });

  it('@masthead/ui/mocks', () => {
    expect(Object.keys(mocks).sort()).toMatchSnapshot();
  });
});
