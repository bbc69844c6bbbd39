/**
 * Locales and direction as a host uses them (#25): a locale's messages given to `PlatformProvider` (loaded on demand
 * with `loadLocale`), plural forms by the locale's rules, English where the locale lacks a text, the host's overrides
 * first; `ThemeProvider`'s direction (from `dir` or the locale) on the root, the overlays' layer and Radix's parts.
 */
// @vitest-environment jsdom
import './jsdom-stubs';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryNavigation, formatFullDate, loadLocale, PlatformProvider, ThemeProvider, usePlatform, useT } from '../../src/index';
import { Tabs } from '../../src/ui/Tabs';

afterEach(cleanup);

function Texts({ count }: { count: number }) {
  const t = useT();
  return (
    <p>
      {t('ui.truncated.seeMore')} | {t('ui.facepile.more', { count })} | {t('ui.field.required', { label: 'E-Mail' })}
    </p>
  );
}

describe('a locale loaded on demand', () => {
  it('shows German texts with German plurals; the host’s overrides come first', async () => {
    const de = await loadLocale('de');
    const page = (count: number, messages = {}) => (
      <ThemeProvider locale="de">
        <PlatformProvider navigation={createMemoryNavigation('/')} locale="de" localeMessages={de} messages={messages}>
          <Texts count={count} />
        </PlatformProvider>
      </ThemeProvider>
    );
    const { container, rerender } = render(page(1));
    expect(container.textContent).toBe(
      `${de['ui.truncated.seeMore']} | ${String(de['ui.facepile.more'] && (de['ui.facepile.more'] as { one: string }).one).replace('{count}', '1')} | ${String(de['ui.field.required']).replace('{label}', 'E-Mail')}`,
    );
    expect(container.textContent).toContain('Mehr anzeigen');
    rerender(page(4));
    expect(container.textContent).toContain(String((de['ui.facepile.more'] as { other: string }).other).replace('{count}', '4'));
    rerender(page(4, { 'ui.truncated.seeMore': 'Weiterlesen' }));
    expect(container.textContent).toMatch(/^Weiterlesen \| /);
    // the root is left to right, as German is
    expect(container.querySelector('[data-theme]')?.getAttribute('dir')).toBe('ltr');
  });

  it('a pseudo-locale writes its dates, numbers and plural forms in English (its messages alone change)', async () => {
    const xb = await loadLocale('ar-XB');
    function Formats() {
      const { locale } = usePlatform();
      return <p data-locale={locale}>{formatFullDate('2026-11-21T12:00:00Z', locale)}</p>;
    }
    const { container } = render(
      <ThemeProvider locale="ar-XB">
        <PlatformProvider navigation={createMemoryNavigation('/')} locale="ar-XB" localeMessages={xb}>
          <Formats />
          <Texts count={2} />
        </PlatformProvider>
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-locale]')?.getAttribute('data-locale')).toBe('en');
    expect(container.textContent).toContain('Nov 21, 2026');
    expect(container.textContent).toContain('\u202e+\u202c2\u202e others\u202c');
  });

  it('without locale messages every text is the English one (the first render of an English host is unchanged)', () => {
    const { container } = render(
      <ThemeProvider>
        <PlatformProvider navigation={createMemoryNavigation('/')}>
          <Texts count={2} />
        </PlatformProvider>
      </ThemeProvider>,
    );
    expect(container.textContent).toBe('See more | +2 others | E-Mail is required');
    expect(container.querySelector('[data-theme]')?.hasAttribute('dir')).toBe(false);
  });
});

describe('one direction for the whole product', () => {
  const items = [
    { value: 'overview', label: 'Overview', content: 'Overview panel' },
    { value: 'events', label: 'Events', content: 'Events panel' },
    { value: 'stories', label: 'Stories', content: 'Stories panel' },
  ];

  it('a right-to-left locale sets dir on the root and the overlays’ layer, and Radix’s parts take it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ThemeProvider locale="ar-XB">
        <Tabs label="Sections" items={items} />
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-theme]')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('[data-masthead-portal]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('tablist').closest('[dir="rtl"]')).not.toBeNull();
    // Radix's roving focus follows the direction: in right to left the left arrow moves to the next tab
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Events' }));
  });

  it('left to right by default: the right arrow moves to the next tab', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Tabs label="Sections" items={items} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Events' }));
  });

  it('dir wins over the locale', () => {
    const { container } = render(
      <ThemeProvider locale="ar" dir="ltr">
        <p>x</p>
      </ThemeProvider>,
    );
    expect(container.querySelector('[data-theme]')?.getAttribute('dir')).toBe('ltr');
  });
});
