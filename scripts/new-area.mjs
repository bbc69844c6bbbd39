#!/usr/bin/env node
// `npm run new:area <name>`: starts a product area in the screen kit's shape, so its first commit already follows the
// pattern the conventions and layers tests enforce:
//   src/features/<name>/<name>.machine.ts (+ test)   a pure machine: here the kit's optimistic toggle (optimisticToggle)
//   src/features/<name>/use<Name>.ts                  the data hook: a read through the kit's read side (useRead +
//                                                     loadStatus: the key derived from the endpoint) and an optimistic
//                                                     write (useOptimisticWrite) that declares the reads it updates
//   src/features/<name>/views/<Name>View.tsx (+ css)  the bare view: props in, markup out, state in data-state
//   src/features/<name>/<Name>Page.tsx                the connected screen, declared with defineScreen
//   src/features/<name>/index.ts                      what the area exports
//   src/features/<name>/i18n.ts                       the area's useT: its own texts and the core ones
//   src/i18n/catalog/<name>.ts                        the area's texts (spread into src/i18n/messages.ts)
//   stories/features/<name>/<Name>Page.stories.tsx    stories on the mock API with plays, incl. a server failure
// The example reads a post (E23) and saves it (E32/E33): replace the endpoints and the machine with the area's own.
// `--dry-run` prints the files instead of writing them (the scaffold test uses `areaFiles`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The files of a new area, by repo-relative path. `name` is camelCase (`comments`, `liveChat`). */
export function areaFiles(name) {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) throw new Error(`An area name is camelCase letters and digits (got "${name}")`);
  const Name = name[0].toUpperCase() + name.slice(1);
  const title = Name;
  const files = {};

  files[`src/features/${name}/${name}.machine.ts`] = `/**
 * ${Name}: whether the reader saved a post, as the kit's optimistic toggle (the scaffold's example — replace it with the
 * area's own behaviour). The server's answer is the state; the change shows at once; one call at a time; a failure
 * returns exactly to the server's state with its text. Pure: the data hook drives it through the kit.
 */
import type { ApiError } from '../../api/errors';
import { optimisticToggle, type ToggleEvent, type ToggleState } from '../../kit/optimisticToggle';

/** The texts a failure shows: the kit's shared sign-in text, or the area's own. */
export type FailureMessageId = 'common.error.signIn' | '${name}.error.save';

/** The catalogue text for a failure (the spec's specific text where it has one). */
export function failureMessageId(error: ApiError): FailureMessageId {
  return error.isUnauthorized ? 'common.error.signIn' : '${name}.error.save';
}

/** The toggle: the server's "saved" as its snapshot. */
export const ${name}Toggle = optimisticToggle<'saved', 'unsaved', boolean, FailureMessageId>({
  on: 'saved',
  off: 'unsaved',
  isOn: (saved) => saved,
  apply: (_saved, on) => on,
  failureOf: failureMessageId,
});

export type State = ToggleState<'saved', 'unsaved', boolean, FailureMessageId>;
export type Event = ToggleEvent<boolean>;

export function initialState(saved: boolean): State {
  return ${name}Toggle.initial(saved);
}

export function transition(state: State, event: Event): State {
  return ${name}Toggle.transition(state, event);
}

/** Whether the control shows "saved" (the pending call's outcome while one is under way). */
export function isSaved(state: State): boolean {
  return ${name}Toggle.shown(state);
}

/** The request a pending state wants sent, or \`null\`. */
export function request(state: State): 'save' | 'unsave' | null {
  const target = ${name}Toggle.request(state);
  return target === null ? null : target ? 'save' : 'unsave';
}
`;

  files[`src/features/${name}/${name}.machine.test.ts`] = `import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { initialState, isSaved, request, transition } from './${name}.machine';

const failure = new ApiError({ kind: 'http', route: 'POST /api/v1/posts/saved', status: 500 });
const unauthorized = new ApiError({ kind: 'http', route: 'POST /api/v1/posts/saved', status: 401 });

describe('${name} machine', () => {
  it('TOGGLE shows the change at once and asks for the request', () => {
    const next = transition(initialState(false), { type: 'TOGGLE' });
    expect(next.name).toBe('pending');
    expect(isSaved(next)).toBe(true);
    expect(request(next)).toBe('save');
  });

  it('SUCCEEDED keeps the change', () => {
    const done = transition(transition(initialState(false), { type: 'TOGGLE' }), { type: 'SUCCEEDED' });
    expect(done).toMatchObject({ name: 'saved', server: true, failure: null });
  });

  it('FAILED reverts to the server state and names the text; DISMISS_FAILURE clears it', () => {
    const failed = transition(transition(initialState(false), { type: 'TOGGLE' }), { type: 'FAILED', error: failure });
    expect(failed).toMatchObject({ name: 'unsaved', server: false, failure: '${name}.error.save' });
    expect(transition(failed, { type: 'DISMISS_FAILURE' })).toMatchObject({ name: 'unsaved', failure: null });
  });

  it('a 401 asks the reader to sign in', () => {
    const failed = transition(transition(initialState(true), { type: 'TOGGLE' }), { type: 'FAILED', error: unauthorized });
    expect(failed).toMatchObject({ name: 'saved', failure: 'common.error.signIn' });
  });

  it('ignores events that do not apply; SYNC takes fresh server data', () => {
    const idle = initialState(true);
    expect(transition(idle, { type: 'SUCCEEDED' })).toBe(idle);
    expect(transition(idle, { type: 'DISMISS_FAILURE' })).toBe(idle);
    const pending = transition(idle, { type: 'TOGGLE' });
    expect(transition(pending, { type: 'TOGGLE' })).toBe(pending);
    expect(transition(idle, { type: 'SYNC', server: false })).toMatchObject({ name: 'unsaved', server: false });
    expect(request(idle)).toBeNull();
  });
});
`;

  files[`src/features/${name}/use${Name}.ts`] = `/**
 * The ${name} data hooks: the only place with effects, one job each. The post is read through the kit's read side
 * (\`useRead\`: its cache key comes from the endpoint and its input, so every screen that reads this post shares one
 * entry; \`loadStatus\`: loading / ready / not-found / error with the reader's text). The save runs the machine through
 * the kit's \`useMachine\` and \`useOptimisticWrite\` (failure → the machine reverts → the catalogue text in an alert →
 * dismissed), and declares the read it changes, so every screen showing the post agrees at once.
 */
import { useCallback, useEffect } from 'react';
import { getPostBySlug, savePost, unsavePost } from '../../api/endpoints/posts';
import { loadStatus, updateRead, useMachine, useOptimisticWrite, useRead } from '../../kit';
import { useT } from './i18n';
import { initialState, request, transition } from './${name}.machine';

/** The post the screen shows, and a way to read it again. */
export function use${Name}Post(slug: string) {
  const query = useRead(getPostBySlug, { params: { slug } });
  const retry = useCallback(() => void query.refetch(), [query]);
  return { status: loadStatus(query), retry };
}

/** The saved toggle: optimistic, reverted with its text on failure; the post's cached read follows a success. */
export function use${Name}Save(postId: number | undefined, serverSaved: boolean) {
  const t = useT();
  const [state, send] = useMachine(transition, () => initialState(serverSaved));
  useEffect(() => void send({ type: 'SYNC', server: serverSaved }), [send, serverSaved]);
  const write = useOptimisticWrite({
    mutationFn: (kind: 'save' | 'unsave', api) => api.call(kind === 'save' ? savePost : unsavePost, { body: { post_id: postId ?? 0 } }),
    reads: (_result, kind) => [updateRead(getPostBySlug, undefined, (post) => (post.id === postId ? { ...post, is_saved: kind === 'save' } : post))],
    onSucceeded: () => void send({ type: 'SUCCEEDED' }),
    onFailed: (failure) => {
      const next = send({ type: 'FAILED', error: failure });
      return next.name !== 'pending' && next.failure ? t(next.failure) : null;
    },
    onDismissed: () => void send({ type: 'DISMISS_FAILURE' }),
  });
  const toggle = useCallback(() => {
    const kind = request(send({ type: 'TOGGLE' }));
    if (kind && postId !== undefined) void write.send(kind);
  }, [send, write, postId]);
  return { state, toggle };
}
`;

  files[`src/features/${name}/views/${Name}View.css.ts`] = `import { style } from '@vanilla-extract/css';
import * as layout from '../../../theme/layout.css';

export const page = layout.page;
export const column = layout.column({ width: 'reading' });
export const card = style([layout.card, { width: '100%' }]);
`;

  files[`src/features/${name}/views/${Name}View.tsx`] = `import type { Post } from '../../../api/schemas/core';
import { useT } from '../i18n';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { Skeleton } from '../../../ui/Skeleton';
import { Stack } from '../../../ui/Stack';
import { Heading, Text } from '../../../ui/Text';
import * as styles from './${Name}View.css';

export type ${Name}ViewStatus = 'loading' | 'error' | 'ready';

export interface ${Name}ViewProps {
  status: ${Name}ViewStatus;
  post?: Pick<Post, 'title' | 'subtitle'> | undefined;
  /** The reader's words for a failed load. */
  errorMessage?: string | undefined;
  onRetry?: () => void;
  saved: boolean;
  /** A save is on its way. */
  saving: boolean;
  onToggleSave: () => void;
}

/** The bare ${name} view: props in, markup out, the state in \`data-state\`. */
export function ${Name}View({ status, post, errorMessage, onRetry, saved, saving, onToggleSave }: ${Name}ViewProps) {
  const t = useT();
  return (
    <main className={styles.page} data-part="${name}" data-state={status}>
      <div className={styles.column}>
        <div className={styles.card}>
        {status === 'loading' ? <Skeleton height={96} /> : null}
        {status === 'error' ? <ErrorState description={errorMessage} onRetry={onRetry} headingLevel={2} /> : null}
        {status === 'ready' && post ? (
          <Stack gap="4">
            <Text tone="eyebrow">{t('${name}.eyebrow')}</Text>
            <Heading level={1}>{post.title}</Heading>
            {post.subtitle ? <Text tone="lede">{post.subtitle}</Text> : null}
            <div>
              <Button variant={saved ? 'secondary' : 'primary'} aria-pressed={saved} loading={saving} onClick={onToggleSave}>
                {saved ? t('${name}.saved') : t('${name}.save')}
              </Button>
            </div>
          </Stack>
        ) : null}
        </div>
      </div>
    </main>
  );
}
`;

  files[`src/features/${name}/${Name}Page.tsx`] = `import { defineScreen, failureText } from '../../kit';
import { useT } from './i18n';
import { isSaved } from './${name}.machine';
import { use${Name}Post, use${Name}Save } from './use${Name}';
import { ${Name}View } from './views/${Name}View';

export interface ${Name}PageProps {
  /** The post; read from the address (\`/p/:slug\`) when omitted. */
  slug?: string;
}

function Connected${Name}Page({ slug }: { slug: string }) {
  const t = useT();
  const { status, retry } = use${Name}Post(slug);
  const post = status.name === 'ready' ? status.data : undefined;
  const save = use${Name}Save(post?.id, post?.is_saved === true);
  const errorMessage = status.name === 'error' ? failureText(status.failure, t) : status.name === 'not-found' ? t('common.error.notFound') : undefined;
  return (
    <${Name}View
      status={status.name === 'loading' ? 'loading' : status.name === 'ready' ? 'ready' : 'error'}
      post={post}
      errorMessage={errorMessage}
      onRetry={retry}
      saved={isSaved(save.state)}
      saving={save.state.name === 'pending'}
      onToggleSave={save.toggle}
    />
  );
}

/** The ${name} screen: \`use${Name}Post\` + \`use${Name}Save\` joined to \`${Name}View\`, inside the screen error boundary. */
export const ${Name}Page = defineScreen({
  name: '${Name}Page',
  resolve: (props: ${Name}PageProps, route) => {
    const slug = props.slug ?? (route?.screen === 'post' ? route.params.slug : undefined);
    return slug ? { slug } : null;
  },
  Body: Connected${Name}Page,
  identity: ({ slug }) => slug,
});
`;

  files[`src/features/${name}/index.ts`] = `/** ${Name}: connected screen, bare view, data hooks and machine. */
export { ${Name}Page, type ${Name}PageProps } from './${Name}Page';
export { ${Name}View, type ${Name}ViewProps, type ${Name}ViewStatus } from './views/${Name}View';
export { use${Name}Post, use${Name}Save } from './use${Name}';
export {
  ${name}Toggle,
  initialState as ${name}InitialState,
  transition as ${name}Transition,
  request as ${name}Request,
  isSaved as ${name}IsSaved,
  type State as ${Name}State,
  type Event as ${Name}Event,
} from './${name}.machine';
`;

  files[`src/features/${name}/i18n.ts`] = `import { ${name}Messages } from '../../i18n/catalog/${name}';
import { defineAreaT } from '../../platform/context';

/** ${Name}'s translator: its own texts and the core ones (a screen carries no other area's strings). */
export const useT = /* @__PURE__ */ defineAreaT(${name}Messages);
`;

  files[`src/i18n/catalog/${name}.ts`] = `/** ${Name}: prefix \`${name}.*\`. Spec texts verbatim with their inventory id (T…) in a comment. */
export const ${name}Messages = {
  '${name}.eyebrow': 'Reading list',
  '${name}.save': 'Save',
  '${name}.saved': 'Saved',
  '${name}.error.save': 'We could not save this post. Please try again.',
} as const;
`;

  files[`stories/features/${name}/${Name}Page.stories.tsx`] = `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { savePost } from '../../../src/api/endpoints/posts';
import { ${Name}Page } from '../../../src/features/${name}';
import { expectAlert, faultOn, ready } from '../../support';

const meta = {
  title: 'Features/${title}/${Name}Page',
  component: ${Name}Page,
  tags: ['!autodocs'],
  args: { slug: 'the-city-that-reads' },
  parameters: { role: 'paid', layout: 'fullscreen' },
} satisfies Meta<typeof ${Name}Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the mock API: the post loads; Save saves, and the next GET agrees. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement, '${name}');
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The save fails: the change reverts and the reader is told why. */
export const SaveFails: Story = {
  parameters: { scenario: faultOn(savePost, '500') },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, '${name}');
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Save' }));
    await expectAlert('We could not save this post. Please try again.');
    await expect(await within(canvasElement).findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The post is unknown: the screen's error state says so, with Try again. */
export const NotFound: Story = {
  args: { slug: 'no-such-post' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, '${name}');
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
`;
  files[`stories/features/${name}/${Name}View.stories.tsx`] = `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ${Name}View } from '../../../src/features/${name}/views/${Name}View';

/** The bare view, for hosts with their own data layer: every state from args. */
const meta = {
  title: 'Features/${title}/${Name}View',
  component: ${Name}View,
  args: {
    status: 'ready',
    post: { title: 'The reading room', subtitle: 'How a city learned to read in public again.' },
    saved: false,
    saving: false,
    onToggleSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ${Name}View>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onToggleSave).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error', errorMessage: 'We could not reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
`;
  return files;
}

function main() {
  const args = process.argv.slice(2);
  const dry = args.includes('--dry-run');
  const name = args.find((a) => !a.startsWith('--'));
  if (!name) {
    console.error('usage: npm run new:area <name> [-- --dry-run]   (camelCase: comments, liveChat)');
    process.exit(2);
  }
  const files = areaFiles(name);
  if (dry) {
    for (const [file, content] of Object.entries(files)) console.log(`\n=== ${file}\n${content}`);
    return;
  }
  if (existsSync(path.join(root, 'src/features', name))) {
    console.error(`src/features/${name} exists already`);
    process.exit(1);
  }
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
    console.log(`wrote ${file}`);
  }
  // The area's texts join the catalogue.
  const messagesFile = path.join(root, 'src/i18n/messages.ts');
  let messages = readFileSync(messagesFile, 'utf8');
  const importLine = `import { ${name}Messages } from './catalog/${name}';\n`;
  const lastImport = messages.lastIndexOf("from './catalog/");
  const lineEnd = messages.indexOf('\n', lastImport) + 1;
  messages = messages.slice(0, lineEnd) + importLine + messages.slice(lineEnd);
  messages = messages.replace(/(\n {2}\.\.\.\w+Messages,\n)(?![\s\S]*\n {2}\.\.\.\w+Messages,\n)/, `$1  ...${name}Messages,\n`);
  writeFileSync(messagesFile, messages);
  console.log('added the catalogue to src/i18n/messages.ts');
  // In the house format from the first commit.
  spawnSync('npx', ['biome', 'format', '--write', ...Object.keys(files), 'src/i18n/messages.ts'], { cwd: root, stdio: 'ignore' });
  console.log(`
Next:
  1. export the area from src/index.ts (\`export * from './features/${name}';\`) and update the exports snapshot
     (npx vitest run tests/unit/exports.test.ts -u);
  2. record the stories' baselines and look at them: node scripts/visual-update.mjs stories/features/${name};
  3. replace the example (post + save) with the area's own endpoints, machine, texts and stories;
  4. npm test.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
