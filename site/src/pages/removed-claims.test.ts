// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsGuides, docsSidebar } from './documentation/content';
import { enterpriseFeatures } from './enterprise-solutions/content';
import { integrations as homeIntegrations, steps } from './home/content';
import { integrations as howItWorksIntegrations } from './how-it-works/content';
import { useCases } from './use-cases/content';

// A page may claim only what the product does. These claims were removed (issue #32): each test fails
// if one comes back. The pages' meta descriptions are read from their source, where they are written.

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const text = (value: unknown) => JSON.stringify(value);

describe('claims the product does not make', () => {
  it('/use-cases: no mass concurrency, no ERP feed', () => {
    const page = text(useCases);
    for (const claim of [/\d+\+ buyers/i, /concurrent/i, /from your ERP/i, /several buyers in parallel/i])
      expect(page).not.toMatch(claim);
  });

  it('/enterprise-solutions: no unlimited concurrency, no custom-trained models, no vendor connectors', () => {
    const page = text(enterpriseFeatures) + source('./enterprise-solutions/EnterpriseSolutionsPage.tsx');
    for (const claim of [
      /unlimited concurrent/i,
      /thousands of/i,
      /custom strategy models/i,
      /trained on your/i,
      /connect SAP/i,
      /Salesforce/i,
      /ERP and CRM integrations/i,
    ])
      expect(page).not.toMatch(claim);
  });

  it('/documentation: no rule editor, no A2A, no approvals, no ERP set-up', () => {
    const page = text([docsSidebar, docsGuides]);
    for (const claim of [
      /rule editor/i,
      /A2A/,
      /approval/i,
      /inventory constraints/i,
      /webhooks/i,
      /Settings → Integrations/,
      /write-back/i,
    ])
      expect(page).not.toMatch(claim);
    // The connectors are named only as planned.
    const connectors = docsSidebar.flatMap((group) => group.items).filter((item) => /connector/i.test(item));
    expect(connectors.length).toBeGreaterThan(0);
    for (const item of connectors) expect(item).toMatch(/\(planned\)$/);
  });

  it('home: deal execution writes no ERP orders, and the integrations are named as planned', () => {
    const execution = steps.find((step) => /deal execution/i.test(step.title))!;
    expect(execution.description).not.toMatch(/flow to your ERP|as orders/i);
    for (const name of homeIntegrations.filter((item) => /ERP|CRM|E-commerce/.test(item)))
      expect(name).toMatch(/: planned$/);
  });

  it('/how-it-works: every integration says it has no connector yet, and names no vendor', () => {
    for (const integration of howItWorksIntegrations) {
      expect(integration.description).toMatch(/^No connector yet: /);
      for (const vendor of [/SAP/, /NetSuite/, /Dynamics/, /Salesforce/, /HubSpot/, /Shopify/, /Commerce/])
        expect(text(integration.examples)).not.toMatch(vendor);
    }
    const page = source('./how-it-works/HowItWorksPage.tsx');
    expect(page).not.toMatch(/connects to your ERP/i);
    expect(page).not.toMatch(/written back without re-keying/i);
  });
});
