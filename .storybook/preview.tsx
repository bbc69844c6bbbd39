import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { configure } from 'storybook/test';
import { handlersByDomain, resetDb, unmatchedHandler } from '../mocks';
import { MOCK_NOW } from '../mocks/clock';
import { type FaultKind, faultKinds, resetScenario, setScenario, viewerRoleNames } from '../mocks/scenario';
import { viewersByRole } from '../mocks/viewers';
import { createRecordingAnalytics } from '../src/platform/analytics';
import { createFrozenClock } from '../src/platform/clock';
import { PlatformProvider, type PlatformProviderProps } from '../src/provider/PlatformProvider';
import { createMemoryNavigation } from '../src/platform/navigation';
import { createMemoryStorage } from '../src/platform/storage';
import type { ViewerRole } from '../src/platform/viewer';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import { loadLocale } from '../src/i18n/loadLocale';
import type { LocaleMessages } from '../src/i18n/locale';
import { DEFAULT_ACCENT, type ThemeName } from '../src/theme/tokens';

// Plays wait for what a person waits for. Parts loaded on demand (menus, pickers, tooltips, dialogs) arrive on their first
// use; under a loaded 2-core CI machine the dev server's first transform of such a chunk took longer than Testing
// Library's default 1 s (a reaction row with motion on), so findBy…/waitFor wait up to the stories' own 5 s.
configure({ asyncUtilTimeout: 5000 });
import { storyCanvas } from './preview.css';

/**
 * What a story may set in `parameters.platform`: anything `PlatformProvider` takes, plus the initial path of the
 * in-memory navigation.
 */
export interface StoryPlatformParameters extends Omit<PlatformProviderProps, 'children'> {
  path?: string;
}

function StoryPlatform({ parameters, role, children }: { parameters: StoryPlatformParameters; role: ViewerRole; children: React.ReactNode }) {
  const { path = '/', ...overrides } = parameters;
  const [defaults] = useState(() => {
    const clock = createFrozenClock(MOCK_NOW);
    return {
      clock,
      navigation: createMemoryNavigation(path),
      storage: createMemoryStorage(clock),
      analytics: createRecordingAnalytics(),
    };
  });
  return (
    <PlatformProvider dialogs="in-page" viewer={viewersByRole[role]} {...defaults} {...overrides}>
      {children}
    </PlatformProvider>
  );
}

/** The story's locale: `parameters.locale` (an RTL story's `ar-XB`), else the Locale toolbar's, else English. */
function storyLocale(context: StoryContext): string {
  return (context.parameters.locale ?? context.globals.locale ?? 'en') as string;
}

/**
 * Loads the story's locale before it renders (`loadLocale`: German and the pseudo-locales are chunks of their own,
 * English is built in), into `context.loaded.localeMessages`.
 */
const localeLoader = async (context: StoryContext): Promise<{ localeMessages: LocaleMessages }> => ({
  localeMessages: await loadLocale(storyLocale(context)),
});

const withPlatform: Decorator = (Story, context) => {
  const theme = (context.parameters.theme ?? context.globals.theme ?? 'light') as ThemeName;
  const accent = (context.parameters.accent ?? context.globals.accent ?? DEFAULT_ACCENT) as string;
  const role = (context.parameters.role ?? context.globals.role ?? 'paid') as ViewerRole;
  const locale = storyLocale(context);
  const localeMessages = (context.loaded as { localeMessages?: LocaleMessages }).localeMessages;
  const platform = (context.parameters.platform ?? {}) as StoryPlatformParameters;
  // English stories pass no locale at all, so they render exactly as before the toolbar existed.
  const localised: StoryPlatformParameters = locale === 'en' ? platform : { locale, localeMessages, ...platform };
  return (
    <ThemeProvider theme={theme} accent={accent === DEFAULT_ACCENT ? undefined : accent} locale={locale === 'en' ? undefined : locale} className={storyCanvas}>
      <StoryPlatform key={`${context.id}:${locale}`} parameters={localised} role={role}>
        <Story />
      </StoryPlatform>
    </ThemeProvider>
  );
};

/** Resets the mock world, then applies the viewer role, latency and faults (toolbar globals, story parameters). */
const applyScenario = async (context: StoryContext) => {
  // Every story starts from the seeded world: writes made by one story's play never leak into the next.
  resetDb();
  resetScenario();
  const role = (context.parameters.role ?? context.globals.role ?? 'paid') as (typeof viewerRoleNames)[number];
  const fault = context.globals.fault as FaultKind | 'none' | undefined;
  const latencyMs = Number(context.globals.latency ?? 0);
  setScenario({
    viewer: role,
    latencyMs,
    faults: fault && fault !== 'none' ? { '*': fault } : {},
    ...(context.parameters.scenario ?? {}),
  });
};

const viewports = {
  mobile375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withPlatform],
  loaders: [mswLoader(), localeLoader],
  beforeEach: applyScenario,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color|accent)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: { options: viewports },
    msw: { handlers: { ...handlersByDomain, unmatched: [unmatchedHandler] } },
    options: {
      storySort: { order: ['Introduction', 'Theming', 'API contract', 'UI', 'Features', 'Product'] },
    },
  },
  initialGlobals: { theme: 'light', accent: DEFAULT_ACCENT, role: 'paid', fault: 'none', latency: '0', locale: 'en' },
  globalTypes: {
    role: {
      description: 'Viewer role (also the mock backend’s viewer)',
      toolbar: { title: 'Role', icon: 'user', items: [...viewerRoleNames], dynamicTitle: true },
    },
    locale: {
      description: 'Locale: English, German, and the pseudo-locales (en-XA accented and longer, ar-XB mirrored right to left)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'en-XA', title: 'en-XA (accented, longer)' },
          { value: 'ar-XB', title: 'ar-XB (mirrored, RTL)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    accent: {
      description: 'Publication brand accent',
      toolbar: {
        title: 'Accent',
        icon: 'paintbrush',
        items: [
          { value: DEFAULT_ACCENT, title: 'Default (rust)' },
          { value: '#1d4ed8', title: 'Blue' },
          { value: '#0f766e', title: 'Teal' },
          { value: '#f5c518', title: 'Yellow (dark text)' },
          { value: '#7c3aed', title: 'Violet' },
        ],
        dynamicTitle: true,
      },
    },
    fault: {
      description: 'Mock API fault for every endpoint',
      toolbar: { title: 'Fault', icon: 'alert', items: ['none', ...faultKinds], dynamicTitle: true },
    },
    latency: {
      description: 'Mock API latency (ms)',
      toolbar: { title: 'Latency', icon: 'timer', items: ['0', '300', '1500'], dynamicTitle: true },
    },
  },
};

export default preview;
