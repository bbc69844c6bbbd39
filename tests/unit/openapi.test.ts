/**
 * openapi.json is generated from the endpoint declarations, valid OpenAPI 3.1, and up to date (regenerate with
 * `npm run openapi`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { allEndpoints, buildOpenApi } from '../../scripts/openapi/build';

const committed = JSON.parse(readFileSync(path.resolve(__dirname, '../../openapi.json'), 'utf8'));

describe('openapi.json', () => {
  it('is valid OpenAPI', async () => {
    const result = await validate(structuredClone(buildOpenApi()) as never);
    expect(result.valid, JSON.stringify('errors' in result ? result.errors : [], null, 2)).toBe(true);
  });

  it('is up to date with the declarations (npm run openapi)', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('has one operation per declared endpoint, tagged with its inventory id', () => {
    const ops = Object.values(committed.paths as Record<string, Record<string, { 'x-inventory-id': string }>>).flatMap((p) => Object.values(p));
    expect(ops.map((o) => o['x-inventory-id']).sort()).toEqual(
      allEndpoints()
        .map((e) => e.id)
        .sort(),
    );
  });
});
