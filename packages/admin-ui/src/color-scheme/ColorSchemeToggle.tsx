import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { COLOR_SCHEME_MESSAGES } from './messages';

const ICON = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

function MoonIcon() {
  return (
    <svg {...ICON}>
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg {...ICON}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </svg>
  );
}

/**
 * The toggle's two faces: in the light scheme the button that chooses dark, and the other way
 * round. `hiddenIn` is Mantine's class that hides a face in the scheme it would choose.
 */
const CHOICES = [
  { scheme: 'dark', hiddenIn: 'mantine-dark-hidden', label: COLOR_SCHEME_MESSAGES.toDark, Icon: MoonIcon },
  { scheme: 'light', hiddenIn: 'mantine-light-hidden', label: COLOR_SCHEME_MESSAGES.toLight, Icon: SunIcon },
] as const;

/**
 * Switches between the light and the dark scheme; the choice is kept by the provider's
 * colorSchemeManager (`parleyColorSchemeManager`: localStorage). A button per scheme, one hidden by
 * Mantine's `mantine-light-hidden`/`mantine-dark-hidden` classes: the server cannot know the
 * visitor's scheme, so what shows (and its name) is decided by CSS, never by the render, and
 * hydration matches whatever scheme the page painted in.
 *
 * Each button names the scheme it sets (`data-scheme-choice`), never "the other one": before the
 * application runs, the site's template script (site/index.html) handles the click from that
 * attribute, and once it runs both may handle the same click and agree.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  return CHOICES.map(({ scheme, hiddenIn, label, Icon }) => (
    <ActionIcon
      key={scheme}
      className={hiddenIn}
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      data-scheme-choice={scheme}
      onClick={() => setColorScheme(scheme)}
    >
      <Icon />
    </ActionIcon>
  ));
}
