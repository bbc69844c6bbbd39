export { vars } from './contract.css';
export { lightThemeClass, darkThemeClass } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { ThemeProvider, useTheme, accentVars, type ThemeProviderProps } from './ThemeProvider';
export { deriveAccent, contrast, luminance, parseHex, mix, MIN_TEXT_CONTRAST, type AccentPalette } from './color';
export {
  DEFAULT_ACCENT,
  breakpoints,
  iconSizes,
  ICON_STROKE_WIDTH,
  themeNames,
  lightTokens,
  darkTokens,
  type ThemeName,
  type Tokens,
} from './tokens';
export { bundledFontFaces } from './fonts';
export { directionOf, textDirections, type TextDirection } from './direction';
