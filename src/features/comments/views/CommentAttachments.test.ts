import { describe, expect, it } from 'vitest';
import { imageBox } from './CommentAttachments';
import { IMAGE_MAX_HEIGHT } from './comments.css';

describe('imageBox: an attached image keeps its box before it loads', () => {
  it('a landscape image: its own width, at most the column', () => {
    expect(imageBox(1200, 800)).toEqual({ width: `min(100%, ${Math.round((IMAGE_MAX_HEIGHT * 1200) / 800)}px)` });
    expect(imageBox(400, 240)).toEqual({ width: 'min(100%, 400px)' });
  });

  it('a portrait image: the width its aspect allows under the tallest an image is shown', () => {
    expect(IMAGE_MAX_HEIGHT).toBe(360);
    expect(imageBox(800, 1200)).toEqual({ width: 'min(100%, 240px)' });
    expect(imageBox(1080, 1080)).toEqual({ width: 'min(100%, 360px)' });
  });

  it('sizes that are missing or not positive finite numbers give no box', () => {
    for (const [w, h] of [
      [null, 800],
      [1200, undefined],
      [0, 10],
      [-5, 10],
      [Number.NaN, 10],
      [Number.POSITIVE_INFINITY, 10],
      [10, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(imageBox(w, h)).toBeUndefined();
    }
  });
});
