import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Direction } from 'radix-ui';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { deriveAccent } from './color';
import { vars } from './contract.css';
import { directionOf, type TextDirection } from './direction';
import { darkThemeClass, lightThemeClass } from './themes.css';
import { darkColors, darkTextSurfaces, lightColors, lightTextSurfaces, type ThemeName } from './tokens';
import './fonts';
import './direction.css';

export interface ThemeProviderProps {
  /** Light or dark. Default `light`. */
  theme?: ThemeName;
  /**
   * The publication's brand colour as `#rrggbb`. Hover, pressed, on-accent text, accent-as-text and a soft tint are
   * derived from it so that text on and in the accent keeps a contrast of at least 4.5:1.
   */
  accent?: string;
  /**
   * Text direction of the screens inside (default: the `locale`'s; without either, the page's). It is set as `dir` on the theme's root
   * and on the overlays' layer, and given to Radix's direction provider, so menus, tabs, sliders and radio groups take
   * it too: one direction for the whole product. Layouts use logical properties, so `rtl` mirrors them.
   */
  dir?: TextDirection;
  /** The reader's locale, for the direction when `dir` is not given (`directionOf(locale)`: `ar`, `he`, `ar-XB` → `rtl`). */
  locale?: string;
  className?: string;
  children?: ReactNode;
}

interface ThemeContextValue {
  theme: ThemeName;
  /** The direction of the screens inside (`ltr` when neither `dir` nor `locale` says). */
  dir: TextDirection;
  /** Element that overlays (dialogs, menus, toasts, tooltips) portal into, so they carry the theme. */
  portalContainer: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue>({ theme: 'light', dir: 'ltr', portalContainer: null });

/** The current theme name and the element overlays should portal into. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext);
}

/** Inline CSS variables that re-colour the accent for one publication. */
export function accentVars(accent: string, theme: ThemeName): Record<string, string> {
  const palette = theme === 'dark' ? deriveAccent(accent, darkColors.surface, darkTextSurfaces) : deriveAccent(accent, lightColors.surface, lightTextSurfaces);
  return assignInlineVars({
    [vars.color.accent]: palette.accent,
    [vars.color.accentHover]: palette.accentHover,
    [vars.color.accentPressed]: palette.accentPressed,
    [vars.color.onAccent]: palette.onAccent,
    [vars.color.accentText]: palette.accentText,
    [vars.color.accentSoft]: palette.accentSoft,
  });
}

/**
 * Applies a Masthead theme (and optionally a publication's accent) to everything inside it, including overlays,
 * which portal into a themed layer rendered next to the children.
 */
export function ThemeProvider({ theme = 'light', accent, dir: dirProp, locale, className, children }: ThemeProviderProps) {
  // Without `dir` or `locale` the root sets no `dir` and inherits the page's (a host's `<html dir="rtl">` still works).
  const dir = dirProp ?? (locale ? directionOf(locale) : undefined);
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const themeClass = theme === 'dark' ? darkThemeClass : lightThemeClass;
  const style = useMemo(() => (accent ? accentVars(accent, theme) : undefined), [accent, theme]);
  const value = useMemo(() => ({ theme, dir: dir ?? 'ltr', portalContainer }), [theme, dir, portalContainer]);
  const classes = className ? `${themeClass} ${className}` : themeClass;
  return (
    <ThemeContext.Provider value={value}>
      <Direction.Provider dir={dir ?? 'ltr'}>
        <div className={classes} style={style} dir={dir} data-theme={theme}>
          {children}
        </div>
        <div ref={setPortalContainer} className={themeClass} style={style} dir={dir} data-theme={theme} data-masthead-portal="" />
      </Direction.Provider>
    </ThemeContext.Provider>
  );
}
