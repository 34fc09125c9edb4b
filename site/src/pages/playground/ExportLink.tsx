import type { MouseEvent, ReactNode } from 'react';
import { dataHref } from './run-export';
import typography from '../../components/typography.module.css';

/**
 * A run's export as a link: to the server's export of the same settings (it works before hydration
 * and costs the page a short address), and once the page's scripts run, to the file built from the
 * run in memory at the click (run-export.ts says why).
 */
export function ExportLink({
  path,
  fileName,
  build,
  children,
}: {
  /** The server's export address for the run's settings. */
  path: string;
  fileName: string;
  /** The file's JSON, built only when the link is clicked. */
  build: () => unknown;
  children: ReactNode;
}) {
  // Set before the browser follows the link: it follows the address the element holds then.
  const toFile = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = dataHref(build());
  };
  return (
    <a
      href={path}
      download={fileName}
      className={`mantine-focus-auto ${typography.textSm} ${typography.regular} ${typography.anchor} ${typography.underlineOnHover}`}
      onClick={toFile}
    >
      {children}
    </a>
  );
}
