import { createTheme } from '@mantine/core';

/** Parley's look: deep indigo with a teal accent, system fonts (no remote font request). */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 7,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  colors: {
    teal: [
      '#e6fbf8',
      '#ccf4ee',
      '#9be8dd',
      '#66dccb',
      '#3dd1bc',
      '#25cab3',
      '#14c5ae',
      '#00ad98',
      '#009a87',
      '#008574',
    ],
  },
});
