import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/**
 * Where the visitor's choice of scheme is kept. The site's template reads the same key before the
 * first paint (site/index.html's first script): change both together.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'parley-color-scheme';

/** Until the visitor chooses, the system's preference (`prefers-color-scheme`) decides. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

/**
 * Mantine's own localStorage manager under Parley's key: give it to MantineProvider as
 * `colorSchemeManager` with `defaultColorScheme={DEFAULT_COLOR_SCHEME}`. Reads nothing until used,
 * so it is safe to create on the server.
 */
export const parleyColorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
