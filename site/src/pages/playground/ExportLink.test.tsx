import { MantineProvider } from '@mantine/core';
import {
  EXAMPLE_MULTI_SUPPLIER_SCENARIO,
  EXAMPLE_SCENARIO,
  negotiate,
  runMultiSupplier,
} from '@parley/negotiation';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MemoryRouter } from '@parley/router/memory';
import { MULTI_PRESET } from './multi-query';
import PlaygroundBody from './PlaygroundBody';
import { PRESETS, presetHref } from './presets';
import { exportJson, exportPath, multiSupplierExportJson, multiSupplierExportPath } from './run-export';
import { DEFAULT_SEED } from './scenario-query';

const page = (address: string) => (
  <MantineProvider>
    <MemoryRouter initialEntries={[address]}>
      <PlaygroundBody fromServer={false} onReady={() => undefined} />
    </MemoryRouter>
  </MantineProvider>
);

const fileOf = (href: string) => {
  const prefix = 'data:application/json;charset=utf-8,';
  expect(href.startsWith(prefix)).toBe(true);
  return JSON.parse(decodeURIComponent(href.slice(prefix.length))) as unknown;
};

describe('the exports are links to the server’s export, not the file inlined in the page', () => {
  it('the server’s HTML links each run’s export by its settings and carries no data: URL', () => {
    const preset = PRESETS[0]!;
    const html = renderToString(
      page(`${presetHref(preset)}&${MULTI_PRESET.href.split('?')[1]!.split('#')[0]}`),
    );
    expect(html).not.toContain('data:');
    const escaped = (path: string) => path.replaceAll('&', '&amp;');
    expect(html).toContain(`href="${escaped(exportPath(preset.scenario, preset.seed))}"`);
    expect(html).toContain(
      `href="${escaped(multiSupplierExportPath(EXAMPLE_MULTI_SUPPLIER_SCENARIO, DEFAULT_SEED))}"`,
    );
  });

  it('refused settings link the export of the example the page shows, never a refused address', () => {
    const html = renderToString(page('/playground?seed=abc&deadline=-1'));
    expect(html).toContain(`href="${exportPath(EXAMPLE_SCENARIO, DEFAULT_SEED).replaceAll('&', '&amp;')}"`);
  });

  it('once rendered in the browser, a click builds the file from the run in memory', () => {
    // jsdom cannot follow a link: the address the click leaves on it is what a browser would follow.
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay);
    onTestFinished(() => window.removeEventListener('click', stay));
    render(page(`${MULTI_PRESET.href.split('#')[0]}&seed=4`));
    const run = screen.getByRole('link', { name: 'Export this run (JSON)' });
    expect(run).toHaveAttribute('download', 'parley-negotiation-4.json');
    fireEvent.click(run);
    expect(fileOf(run.getAttribute('href')!)).toEqual(
      JSON.parse(JSON.stringify(exportJson(negotiate(EXAMPLE_SCENARIO, 4)))),
    );
    const threads = screen.getByRole('link', { name: /Export these threads/ });
    fireEvent.click(threads);
    expect(fileOf(threads.getAttribute('href')!)).toEqual(
      JSON.parse(
        JSON.stringify(
          multiSupplierExportJson(runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, DEFAULT_SEED)),
        ),
      ),
    );
  });
});
