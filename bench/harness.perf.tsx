/**
 * The harness's own rules, shown to fail: a timing recorded without a budget fails whatever the machine, and a figure
 * over its budget is reported as over (which `npm run bench -- --strict` turns into a failure).
 */
import { expect, test } from 'vitest';
import { budgetChecks, record, summarize, timingsWithoutBudget } from './harness';

test('a timing without a budget fails the bench, in every run', async () => {
  const metrics = { paintMs: summarize([10, 12, 11]), commitMs: summarize([2, 3, 2]), rows: 1000 };
  expect(timingsWithoutBudget(metrics, { paintMs: 50 })).toEqual(['commitMs']);
  expect(timingsWithoutBudget(metrics, { paintMs: 50, commitMs: 8 })).toEqual([]);
  await expect(record('harness.missing-budget', metrics, { paintMs: 50 })).rejects.toThrow('every timing needs a budget; none for commitMs');
});

test('a figure over its budget is marked over, one within it is not', () => {
  const metrics = { paintMs: summarize([10, 12, 11, 90]) };
  const checks = budgetChecks('harness.over', metrics, { paintMs: { median: 20, p95: 50 } });
  expect(checks.map((c) => [c.stat, c.over])).toEqual([
    ['median', false],
    ['p95', true],
  ]);
  expect(budgetChecks('harness.nan', { paintMs: Number.NaN }, { paintMs: 20 })[0]!.over).toBe(true);
  expect(() => budgetChecks('harness.unknown', metrics, { frameMs: 8 })).toThrow('budget for unknown metric "frameMs"');
});
