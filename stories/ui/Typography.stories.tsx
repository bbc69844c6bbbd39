import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findUnbundledText } from '../../.storybook/fontGuard';
import { vars } from '../../src/theme/contract.css';

/**
 * The three bundled faces every screen draws with: Inter (interface), Source Serif 4 (reading) and JetBrains Mono (code,
 * paths, embed snippets). The theme's font tokens name them first; nothing a story renders may fall back to a system
 * font, which the story tests' font guard enforces.
 */
function Specimens() {
  const row = { margin: '0 0 16px', color: vars.color.text } as const;
  return (
    <div style={{ padding: 24, maxWidth: 680 }}>
      <p style={{ ...row, fontFamily: vars.font.sans, fontSize: 16 }}>
        Inter — the interface: buttons, labels, menus. <strong>Subscribe</strong> · 1,024 likes · “quotes” — €12/month
      </p>
      <p style={{ ...row, fontFamily: vars.font.serif, fontSize: 20, lineHeight: 1.6 }}>
        Source Serif 4 — post bodies, set for long reading. <em>Italic for emphasis</em>, <strong>bold for weight</strong>.
      </p>
      <p style={{ ...row, fontFamily: vars.font.mono, fontSize: 14 }}>
        JetBrains Mono — <code style={{ fontFamily: 'inherit' }}>{'<iframe src="https://dailymargin.example.com/embed/p/slug">'}</code>
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/Typography',
  component: Specimens,
} satisfies Meta<typeof Specimens>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faces: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Inter — the interface/)).toBeVisible();
    await expect(findUnbundledText(canvasElement)).toEqual([]);
  },
};

/**
 * The guard itself: text in the generic `monospace` family, and a character outside the bundled latin subset, are each
 * reported with the reason; once they are gone the page is clean again (and the story's screenshot has neither).
 */
export const FontGuard: Story = {
  play: async ({ canvasElement }) => {
    // Inside the story's root, so the theme's font variables resolve as they do for a screen.
    const root = canvasElement.querySelector('div') ?? canvasElement;
    const generic = document.createElement('p');
    generic.textContent = 'Current path: /p/generic';
    generic.style.fontFamily = 'monospace';
    const arrow = document.createElement('p');
    arrow.textContent = 'Next → page';
    arrow.style.fontFamily = vars.font.sans;
    root.append(generic, arrow);
    try {
      const problems = findUnbundledText(canvasElement);
      await expect(problems).toHaveLength(2);
      await expect(problems[0]).toMatchObject({ text: 'Current path: /p/generic', reason: expect.stringContaining('"monospace" is not a bundled family') });
      await expect(problems[1]).toMatchObject({
        text: 'Next → page',
        reason: expect.stringContaining('(U+2192) is outside the bundled latin subset of "Inter"'),
      });
    } finally {
      generic.remove();
      arrow.remove();
    }
    await expect(findUnbundledText(canvasElement)).toEqual([]);
  },
};
