export {
  darkTheme,
  lightTheme,
  SEMANTIC_TOKEN_NAMES,
  type SemanticTokenName,
  type SemanticTokens,
  type Theme,
  type ThemeOverrides,
  themeForMode,
} from './theme.js'
export { applyThemeTokens, resolveThemeTokens, themeToCss } from './theme-to-css.js'
export {
  MASTER_TOKENS,
  MONO_FONT_STACK,
  MOTION_TOKENS,
  PALETTE_TOKENS,
  RADIUS_TOKENS,
  RAW_TOKENS,
  SIZE_TOKENS,
  SPACING_TOKENS,
  SYSTEM_FONT_STACK,
  type TokenMap,
  type TokenName,
  TYPOGRAPHY_TOKENS,
} from './tokens.js'
