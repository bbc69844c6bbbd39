import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { vars } from '../../src/theme/contract.css';
import { FormattedCount, FormattedDate, RelativeTime } from '../../src/ui/Formatted';

const cell: CSSProperties = {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
};
const head: CSSProperties = { ...cell, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm };

function Table({ caption, columns, rows }: { caption: string; columns: [string, string]; rows: [ReactNode, ReactNode][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', fontFamily: vars.font.sans, fontSize: vars.fontSize.md, color: vars.color.text }}>
      <caption style={{ textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlockEnd: vars.space['2'] }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={head}>
            {columns[0]}
          </th>
          <th scope="col" style={head}>
            {columns[1]}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([a, b], i) => (
          <tr key={i}>
            <td style={{ ...cell, color: vars.color.textMuted, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm }}>{a}</td>
            <td style={cell}>{b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const COUNTS = [0, 999, 1_000, 1_234, 12_345, 999_999, 1_250_000, 12_500_000];

/** The stories' platform clock stands at 2026-11-21T12:00:00Z. */
const DATES = ['2026-11-21T08:00:00Z', '2026-03-05T10:00:00Z', '2025-12-31T23:00:00Z', '2024-07-04T12:00:00Z'];
const RELATIVE = [
  '2026-11-21T11:59:30Z',
  '2026-11-21T11:55:00Z',
  '2026-11-21T09:00:00Z',
  '2026-11-19T12:00:00Z',
  '2026-11-10T12:00:00Z',
  '2025-11-10T12:00:00Z',
];

const CountsTable = () => (
  <Table
    caption="FormattedCount"
    columns={['value', 'shown']}
    rows={COUNTS.map((n) => [String(n), <FormattedCount key={n} value={n} data-testid={`count-${n}`} />])}
  />
);

const RelativeTable = () => (
  <Table caption="RelativeTime" columns={['ISO date', 'shown']} rows={RELATIVE.map((iso) => [iso, <RelativeTime key={iso} date={iso} />])} />
);

const meta = {
  title: 'UI/Formatted',
  component: FormattedCount,
  args: { value: 1_234 },
  decorators: [(Story) => <div style={{ padding: 24 }}>{<Story />}</div>],
} satisfies Meta<typeof FormattedCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counts: Story = {
  render: () => <CountsTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const k = canvas.getByTestId('count-1234');
    await expect(k).toHaveTextContent('1.2K');
    await expect(k).toHaveAttribute('title', '1,234');
    await expect(k.querySelector('[aria-hidden="true"]')).toHaveTextContent('1.2K');
    await expect(k.querySelector(':not([aria-hidden])')).toHaveTextContent('1,234');
    await expect(canvas.getByTestId('count-12345')).toHaveTextContent('12K');
    await expect(canvas.getByTestId('count-1250000')).toHaveTextContent('1.3M');
    await expect(canvas.getByTestId('count-999')).toHaveTextContent(/^999$/);
    await expect(canvas.getByTestId('count-999')).not.toHaveAttribute('title');
  },
};

export const Dates: Story = {
  render: () => <Table caption="FormattedDate" columns={['ISO date', 'shown']} rows={DATES.map((iso) => [iso, <FormattedDate key={iso} date={iso} />])} />,
  play: async ({ canvasElement }) => {
    const times = canvasElement.querySelectorAll('time');
    await expect([...times].map((t) => t.textContent)).toEqual(['Nov 21', 'Mar 5', 'Dec 31, 2025', 'Jul 4, 2024']);
    await expect(times[1]).toHaveAttribute('dateTime', '2026-03-05T10:00:00.000Z');
    await expect(times[1]).toHaveAttribute('title', 'Mar 5, 2026');
  },
};

export const Relative: Story = {
  render: () => <RelativeTable />,
  play: async ({ canvasElement }) => {
    const times = canvasElement.querySelectorAll('time');
    await expect([...times].map((t) => t.textContent)).toEqual(['just now', '5m', '3h', '2d', 'Nov 10', 'Nov 10, 2025']);
    await expect(times[2]).toHaveAttribute('dateTime', '2026-11-21T09:00:00.000Z');
    await expect(times[2]).toHaveAttribute('title', 'Nov 21, 2026');
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <CountsTable />
      <RelativeTable />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('count-1234')).toHaveTextContent('1.2K');
  },
};
