import { CircleAlert } from 'lucide-react';
import * as circleAlert from 'lucide-react/icons/circle-exclamation-point';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../../ui/Icon';
import { type SvgIconData, svgIcon } from './svgIcon';

// lucide's data of the icon, as scripts/build-embed.mjs reads it (the module's types do not declare it).
const Plain = svgIcon((circleAlert as unknown as { __iconData: SvgIconData }).__iconData);

describe('svgIcon: the standalone script’s lucide icons', () => {
  it('draws what lucide-react draws with the Icon part’s props at each size', () => {
    for (const size of ['button', 'tab', 'compressed'] as const) {
      for (const props of [{}, { label: 'Failed' }, { filled: true, className: 'a b' }]) {
        const lucide = renderToStaticMarkup(createElement(Icon, { icon: CircleAlert, size, ...props }));
        const plain = renderToStaticMarkup(createElement(Icon, { icon: Plain as typeof CircleAlert, size, ...props }));
        expect(plain).toBe(lucide);
      }
    }
  });

  it('draws what lucide-react draws with lucide’s own props', () => {
    for (const props of [{}, { size: 32 }, { color: 'red', strokeWidth: 1.5 }, { size: 48, absoluteStrokeWidth: true }, { 'aria-label': 'x' }]) {
      expect(renderToStaticMarkup(createElement(Plain, props))).toBe(renderToStaticMarkup(createElement(CircleAlert, props)));
    }
  });
});
