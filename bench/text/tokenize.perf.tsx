/**
 * The kit's text tokenizer (`src/kit/text`: chat bodies, permalink cards) on adversarial bodies of 10,000 and 100,000
 * characters (issue 13, defect 5): a URL followed by many `)`, `).` pairs, dots then a letter, runs of `@`, `@a@a…`,
 * `[@[@…`, unclosed mention markup, `http://` repeated, and a mix. Each figure is one body tokenized with mention
 * markup on (the chat body's path) and off (the permalink card's); the metric is the slowest of them per run. Budget:
 * median ≤ 5 ms at 10,000 and ≤ 50 ms at 100,000 characters (p95 is reported; on a loaded 2-core machine it carries
 * GC and scheduling noise). Before the linear tokenizer the same bodies took 99 ms (10,000 `)`) and 498 ms
 * (20,000 `)`) in Node, growing 4–5× per doubling.
 */
import { test } from 'vitest';
import { tokenizeText } from '../../src/kit/text';
import { adversarialBodies } from '../../tests/unit/attack-corpus';
import { record, runsOr, type Summary, sample } from '../harness';

test('tokenizer on adversarial bodies: 10,000 and 100,000 characters', async () => {
  const runs = runsOr(20);
  const metrics: Record<string, Summary> = {};
  const budget: Record<string, number> = {};
  for (const size of [10_000, 100_000]) {
    const bodies = Object.entries(adversarialBodies(size));
    const { summaries } = await sample({ runs, warmup: 3 }, async () => {
      let worst = 0;
      for (const [, body] of bodies) {
        for (const mentions of [true, false]) {
          const started = performance.now();
          const tokens = tokenizeText(body, { mentions });
          worst = Math.max(worst, performance.now() - started);
          if (tokens.length === 0) throw new Error('no tokens');
        }
      }
      return { worstMs: worst };
    });
    const key = `worstBody${size / 1000}kMs`;
    metrics[key] = summaries.worstMs;
    budget[key] = size === 10_000 ? 5 : 50;
  }
  // `record` fails the test itself when BENCH_STRICT=1 and a budget is exceeded.
  await record('text-tokenize', metrics, budget, `${Object.keys(adversarialBodies(10)).length} adversarial bodies × mentions on/off`);
});
