/** The scheme toggle's names (docs/messages.md#color-scheme), word for word. */
export const COLOR_SCHEME_MESSAGES = {
  toDark: 'Switch to dark theme',
  toLight: 'Switch to light theme',
} as const;
