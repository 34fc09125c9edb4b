import type { Hono } from 'hono';
import { paths } from '../src/config/paths';
import {
  EXPORT_PATH,
  exportForQuery,
  MULTI_SUPPLIER_EXPORT_PATH,
  multiSupplierExportForQuery,
  type ExportAnswer,
} from '../src/pages/playground/run-export';
import { isKeyTooLong, pageKey } from './page-cache/cache-key';
import { withRenderSlot, type RenderSlots } from './render-limit';

/** The answer to export settings the playground does not run (it shows the example instead). */
export const EXPORT_REFUSED = 'Some settings were not accepted, so there is no run to export.';

/**
 * The playground's exports by address (`/playground/export.json?<settings>`, and the multi-supplier
 * one): the run the page shows for the same settings, in the engine API's format, as a download. The
 * page links here (run-export.ts), so the page itself never carries the file. The settings are read
 * as the page reads them: only the parameters its route declares count, a query past the page's
 * longest is 414 (as the page), refused settings are 400 with the page's own messages. A run costs
 * what a render does, so it takes one of the client's render slots (429/503 past them).
 */
export function playgroundExports(
  app: Hono,
  { renderSlots, tooLongText }: { renderSlots: RenderSlots; tooLongText: string },
) {
  const route = (path: string, answer: (query: URLSearchParams) => ExportAnswer) =>
    app.get(path, (c) => {
      c.header('Cache-Control', 'no-cache');
      // The page's own key: the same parameters, the same limit.
      const key = pageKey(new URL(paths.playground + new URL(c.req.url).search, 'http://site.invalid'));
      if (isKeyTooLong(key)) return c.text(tooLongText, 414);
      const query = new URLSearchParams(key.slice(paths.playground.length));
      return withRenderSlot(c, renderSlots, async () => {
        const result = answer(query);
        if (!result.ok) return c.json({ error: EXPORT_REFUSED, problems: result.problems }, 400);
        c.header('Content-Disposition', `attachment; filename="${result.fileName}"`);
        return c.json(result.body);
      });
    });
  route(EXPORT_PATH, exportForQuery);
  route(MULTI_SUPPLIER_EXPORT_PATH, multiSupplierExportForQuery);
}
