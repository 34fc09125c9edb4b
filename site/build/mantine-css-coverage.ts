import type { Plugin } from 'vite';

// Mantine's CSS-module class names (`m_` and eight hex digits), as they appear in its components'
// JavaScript and in its stylesheets.
const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/** The Mantine classes the JavaScript uses that no stylesheet styles: components whose CSS is missing. */
export function unstyledMantineClasses(javascript: string[], stylesheets: string[]): string[] {
  const styled = new Set(stylesheets.flatMap((css) => css.match(MANTINE_CLASS) ?? []));
  const used = new Set(javascript.flatMap((code) => code.match(MANTINE_CLASS) ?? []));
  return [...used].filter((name) => !styled.has(name)).sort();
}

/**
 * Fails the client build when a Mantine component is bundled without its stylesheet. The site
 * imports Mantine's CSS per component (`src/app/mantine-styles.css`) instead of all of it, so a
 * component added to a page without its CSS would otherwise render unstyled, silently.
 */
export function mantineCssCoverage(): Plugin {
  return {
    name: 'parley:mantine-css-coverage',
    apply: 'build',
    // writeBundle: after every plugin has emitted its files, the stylesheet included.
    writeBundle(_options, bundle) {
      if (this.environment?.config.consumer === 'server') return;
      const outputs = Object.values(bundle);
      const javascript = outputs.flatMap((output) => (output.type === 'chunk' ? [output.code] : []));
      const stylesheets = outputs.flatMap((output) =>
        output.type === 'asset' && output.fileName.endsWith('.css') ? [String(output.source)] : [],
      );
      const missing = unstyledMantineClasses(javascript, stylesheets);
      if (missing.length > 0) {
        this.error(
          `Mantine classes used without their stylesheet: ${missing.join(', ')}. ` +
            'Find them in node_modules/@mantine/*/styles/*.css and import that file in src/app/mantine-styles.css.',
        );
      }
    },
  };
}
