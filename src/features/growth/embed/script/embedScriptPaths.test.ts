import { describe, expect, it } from 'vitest';
import { pathTo } from '../../../../kit/routes';
import { embedSitePaths } from '../EmbedSubscribeWidgetView';
import { embedScriptPaths } from './embedScriptPaths';

describe('the standalone script’s site paths', () => {
  it('are the route table’s, the ones the React widget links to', () => {
    expect(embedScriptPaths).toEqual({ terms: pathTo('terms'), privacy: pathTo('privacy'), signOut: pathTo('signOut') });
    expect(embedScriptPaths).toEqual(embedSitePaths());
  });
});
