import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QRCode, qrErrorLevels } from '../../src/ui/QRCode';

const CHAT_URL = 'https://example.com/chat';

const meta = {
  title: 'UI/QRCode',
  component: QRCode,
  args: { value: CHAT_URL },
  argTypes: { level: { control: 'inline-radio', options: qrErrorLevels } },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the modules' colours and the grid size from the rendered SVG. */
function inspect(svg: Element) {
  const [background, modules] = [...svg.querySelectorAll('path')];
  return {
    background: background?.getAttribute('fill'),
    modules: modules?.getAttribute('fill'),
    // Version 2 (25×25 modules) plus a 4-module quiet zone on each side: 33 modules across.
    gridSize: Number(svg.getAttribute('viewBox')?.split(' ')[2]),
    // One sub-path (`M…z`) per horizontal run of dark modules.
    runs: (modules?.getAttribute('d')?.match(/M/g) ?? []).length,
  };
}

export const ChatLink: Story = {
  play: async ({ canvasElement }) => {
    const qr = within(canvasElement).getByRole('img', { name: 'QR code for https://example.com/chat' });
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(qr).toHaveAttribute('width', '160');
    const { background, modules, gridSize, runs } = inspect(qr);
    await expect(background).toBe('#ffffff');
    await expect(modules).toBe('#1a1a1a');
    await expect(gridSize).toBe(33);
    await expect(runs).toBeGreaterThan(100);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { size: 200 },
  play: async ({ canvasElement }) => {
    const qr = within(canvasElement).getByRole('img', { name: 'QR code for https://example.com/chat' });
    // Still dark modules on a light quiet zone: scanners need it.
    await expect(inspect(qr)).toMatchObject({ background: '#ffffff', modules: '#1a1a1a' });
    await expect(qr).toHaveAttribute('width', '200');
  },
};

export const CustomLabel: Story = {
  args: { size: 120, label: 'Scan to join the chat', level: 'H' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Scan to join the chat' })).toHaveAttribute('width', '120');
  },
};
