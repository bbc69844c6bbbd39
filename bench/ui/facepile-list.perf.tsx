/**
 * 1,000 rows of design-system parts (Avatar, name, Badge, a like IconButton toggling `aria-pressed` in a memoised row):
 * first render to paint, click-to-next-paint on row #900, and how many rows that click re-renders (must be 1).
 *
 * With the like state local to the row, only that row can re-render whatever memo does. The third bench lifts the
 * state into the list (as a feed whose likes live in a store would): there `memo` plus a stable callback is what keeps
 * it to one row, and a control without `memo` shows the render counter seeing all 1,000.
 */
import { Heart } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { sprinkles } from '../../src/theme/sprinkles.css';
import { Avatar } from '../../src/ui/Avatar';
import { Badge, type BadgeVariant } from '../../src/ui/Badge';
import { IconButton } from '../../src/ui/Button';
import { Icon } from '../../src/ui/Icon';
import {
  createRenderLog,
  fontsReady,
  type Mounted,
  measureInteraction,
  mountMeasured,
  nth,
  type RenderLog,
  RenderProbe,
  record,
  runsOr,
  sample,
} from '../harness';

const ROWS = 1_000;
const TARGET = 900;
const FIRST_NAMES = ['Ana', 'Bruno', 'Chiara', 'Dmitri', 'Esi', 'Farah', 'Goran', 'Hana', 'Ines', 'Jonas', 'Kemi', 'Luca'];
const LAST_NAMES = ['Silva', 'Okafor', 'Rossi', 'Ivanova', 'Mensah', 'Haddad', 'Novak', 'Sato', 'Moreau', 'Berg'];
const ROLES: { label: string; variant: BadgeVariant }[] = [
  { label: 'Paid', variant: 'paid' },
  { label: 'Founding', variant: 'founding' },
  { label: 'Free', variant: 'neutral' },
  { label: 'Author', variant: 'accent' },
];

interface Person {
  id: number;
  name: string;
  role: (typeof ROLES)[number];
}

const people: Person[] = Array.from({ length: ROWS }, (_, i) => ({
  id: i,
  name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`,
  role: ROLES[i % ROLES.length]!,
}));

const rowClass = sprinkles({ display: 'flex', alignItems: 'center', gap: '3', paddingX: '4', paddingY: '1' });
const listClass = sprinkles({ display: 'flex', flexDirection: 'column', padding: '0' });

const Row = memo(function Row({ person, log }: { person: Person; log: RenderLog }) {
  const [liked, setLiked] = useState(false);
  return (
    <RenderProbe log={log} id={`row-${person.id}`}>
      <li data-row={person.id} className={rowClass}>
        <Avatar name={person.name} size={32} decorative />
        <span>{person.name}</span>
        <Badge variant={person.role.variant} size="sm">
          {person.role.label}
        </Badge>
        <IconButton
          label={`Like ${person.name}`}
          icon={<Icon icon={Heart} filled={liked} />}
          size="sm"
          aria-pressed={liked}
          onClick={() => setLiked((was) => !was)}
        />
      </li>
    </RenderProbe>
  );
});

function PeopleList({ log }: { log: RenderLog }) {
  return (
    <RenderProbe log={log} id="list">
      <ul aria-label="People" className={listClass}>
        {people.map((person) => (
          <Row key={person.id} person={person} log={log} />
        ))}
      </ul>
    </RenderProbe>
  );
}

interface LiftedRowProps {
  person: Person;
  liked: boolean;
  onToggle: (id: number) => void;
  log: RenderLog;
}

function LiftedRowView({ person, liked, onToggle, log }: LiftedRowProps) {
  return (
    <RenderProbe log={log} id={`row-${person.id}`}>
      <li data-row={person.id} className={rowClass}>
        <Avatar name={person.name} size={32} decorative />
        <span>{person.name}</span>
        <Badge variant={person.role.variant} size="sm">
          {person.role.label}
        </Badge>
        <IconButton
          label={`Like ${person.name}`}
          icon={<Icon icon={Heart} filled={liked} />}
          size="sm"
          aria-pressed={liked}
          onClick={() => onToggle(person.id)}
        />
      </li>
    </RenderProbe>
  );
}
const MemoLiftedRow = memo(LiftedRowView);

/** The liked ids live in the list; rows get `liked` and one stable `onToggle`. */
function LiftedPeopleList({ log, memoised }: { log: RenderLog; memoised: boolean }) {
  const [liked, setLiked] = useState<ReadonlySet<number>>(() => new Set());
  const onToggle = useCallback((id: number) => {
    setLiked((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const RowComponent = memoised ? MemoLiftedRow : LiftedRowView;
  return (
    <RenderProbe log={log} id="list">
      <ul aria-label="People" className={listClass}>
        {people.map((person) => (
          <RowComponent key={person.id} person={person} liked={liked.has(person.id)} onToggle={onToggle} log={log} />
        ))}
      </ul>
    </RenderProbe>
  );
}

let mounted: Mounted | undefined;
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
});

beforeAll(fontsReady);

test('facepile list: 1,000 rows, first render to paint', async () => {
  const { summaries } = await sample({ runs: runsOr(10), warmup: 2 }, async () => {
    const log = createRenderLog();
    const first = await mountMeasured(<PeopleList log={log} />);
    const rows = first.mounted.container.querySelectorAll('li[data-row]').length;
    first.mounted.unmount();
    expect(rows).toBe(ROWS);
    return { commitMs: first.commitMs, paintMs: first.paintMs };
  });
  await record('facepile-list.first-render', summaries, { commitMs: { median: 200, p95: 350 }, paintMs: { median: 300, p95: 500 } });
});

test('facepile list: like on row #900, click to next paint, rows re-rendered', async () => {
  const log = createRenderLog();
  mounted = (await mountMeasured(<PeopleList log={log} />)).mounted;
  const button = nth<HTMLButtonElement>(mounted.container, 'li[data-row] button[aria-pressed]', TARGET);
  const rerendered: number[] = [];
  const { summaries } = await sample({ runs: runsOr(30), warmup: 3 }, async () => {
    const before = button.getAttribute('aria-pressed');
    log.reset();
    const timing = await measureInteraction(() => button.click(), { log, done: () => button.getAttribute('aria-pressed') !== before });
    const rows = log.renderedIds('row-');
    expect(rows).toEqual([`row-${TARGET}`]);
    rerendered.push(rows.length);
    return { commitMs: timing.commitMs, paintMs: timing.paintMs };
  });
  await record(
    'facepile-list.like-row-900',
    { ...summaries, rowsRerendered: Math.max(...rerendered) },
    { commitMs: { median: 16, p95: 40 }, paintMs: { median: 50, p95: 100 } },
    'The same list stays mounted; each run toggles row #900 (like, unlike, …).',
  );
});

test('facepile list, likes held by the list: memoised rows keep a click to 1 re-rendered row', async () => {
  // Control: the same list without memo re-renders every row on a click (proves the counter sees them).
  const controlLog = createRenderLog();
  mounted = (await mountMeasured(<LiftedPeopleList log={controlLog} memoised={false} />)).mounted;
  const controlButton = nth<HTMLButtonElement>(mounted.container, 'li[data-row] button[aria-pressed]', TARGET);
  controlLog.reset();
  const control = await measureInteraction(() => controlButton.click(), {
    log: controlLog,
    done: () => controlButton.getAttribute('aria-pressed') === 'true',
  });
  const rowsWithoutMemo = controlLog.renderedIds('row-').length;
  expect(rowsWithoutMemo).toBe(ROWS);
  mounted.unmount();

  const log = createRenderLog();
  mounted = (await mountMeasured(<LiftedPeopleList log={log} memoised />)).mounted;
  const button = nth<HTMLButtonElement>(mounted.container, 'li[data-row] button[aria-pressed]', TARGET);
  const rerendered: number[] = [];
  const { summaries } = await sample({ runs: runsOr(30), warmup: 3 }, async () => {
    const before = button.getAttribute('aria-pressed');
    log.reset();
    const timing = await measureInteraction(() => button.click(), { log, done: () => button.getAttribute('aria-pressed') !== before });
    const rows = log.renderedIds('row-');
    expect(rows).toEqual([`row-${TARGET}`]);
    expect(log.renderedIds('list')).toEqual(['list']);
    rerendered.push(rows.length);
    return { commitMs: timing.commitMs, paintMs: timing.paintMs };
  });
  await record(
    'facepile-list.lifted-like-row-900',
    {
      ...summaries,
      rowsRerendered: Math.max(...rerendered),
      rowsRerenderedWithoutMemo: rowsWithoutMemo,
      withoutMemoCommitMs: control.commitMs,
      withoutMemoPaintMs: control.paintMs,
    },
    // The control without memo is a comparison, not a target: generous limits that only catch a pathology.
    { commitMs: { median: 16, p95: 40 }, paintMs: { median: 50, p95: 100 }, withoutMemoCommitMs: 2000, withoutMemoPaintMs: 3000 },
    'Likes held in the list (a Set in state), rows memoised with one stable onToggle; the control without memo is a single click.',
  );
});
