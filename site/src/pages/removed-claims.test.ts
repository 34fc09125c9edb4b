// @vitest-environment node
import { readFileSync } from 'node:fs';
import { caseStudies } from './case-studies/content';
import { pricingFaq, pricingPlans } from './pricing/content';
import { roadmapPhases } from './roadmap/content';
import { featuredWebinar, recordedWebinars, upcomingWebinars } from './webinars/content';
import { brand } from '@parley/shared/config';
import { DELIVERY_DAYS, QUANTITIES } from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { docsFaq, docsGuides, docsOverview, docsSidebar } from './documentation/content';
import { enterpriseFeatures } from './enterprise-solutions/content';
import {
  integrations as homeIntegrations,
  sampleNegotiation,
  steps,
  useCases as homeUseCases,
} from './home/content';
import { integrations as howItWorksIntegrations } from './how-it-works/content';
import { featureBlocks } from './product-features/content';
import { supportFaqTabs, supportResources } from './support/content';
import { aiCapabilities, securityAreas, technicalPhases } from './technical-roadmap/content';
import { industries, useCases } from './use-cases/content';

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

  it('/documentation: no templates, no custom rules, no dashboard, no sandbox plan', () => {
    const page = text([docsOverview, docsGuides, docsFaq]);
    for (const claim of [
      /template/i,
      /cost × 1\.15/,
      /guardrail/i,
      /margin rule/i,
      /dashboard/i,
      /sandbox/i,
      /count towards your plan/i,
      /rule blocks/i,
      /rounds live/i,
    ])
      expect(page).not.toMatch(claim);
    // The overview's concepts are the scenario's parts, which the engine takes.
    expect(docsOverview.concepts.map((concept) => concept.term)).toEqual([
      'Agent',
      'Negotiation',
      'Scenario',
      'Limit',
    ]);
  });

  it('/enterprise-solutions: no SSO, roles, residency or kept transcripts; no approvals or team rule sets', () => {
    const page = text(enterpriseFeatures) + source('./enterprise-solutions/EnterpriseSolutionsPage.tsx');
    for (const claim of [
      /SSO \(/,
      /SAML/,
      /OIDC/,
      /role-based access/i,
      /regional data residency/i,
      /immutable transcripts/i,
      /approval thresholds/i,
      /per-team rule sets/i,
      /human-in-the-loop/i,
      /the governance, integrations/i,
      /every supplier and customer relationship/i,
      /around the clock/i,
    ])
      expect(page).not.toMatch(claim);
    const security = enterpriseFeatures.find((feature) => feature.title === 'Security and Compliance')!;
    expect(security.description).toMatch(
      /Single sign-on, roles beyond the blog’s admins and data residency choices are not offered yet\.$/,
    );
    const governance = enterpriseFeatures.find((feature) => feature.title === 'Team Governance')!;
    expect(governance.description).toMatch(/are planned, not built\.$/);
  });

  it('/support: no integrations, dashboard, templates, approvals or self-changing strategies', () => {
    const page = text([supportResources, supportFaqTabs]);
    for (const claim of [
      /SAP/,
      /NetSuite/,
      /Salesforce/,
      /HubSpot/,
      /Shopify/,
      /custom integrations/i,
      /dashboard/i,
      /template/i,
      /wait for a person to approve/i,
      /checked against your rules/i,
      /refine strategies/i,
      /tests a new strategy/i,
      /set up your workspace/i,
    ])
      expect(page).not.toMatch(claim);
    const answer = (question: RegExp) =>
      supportFaqTabs.flatMap((tab) => tab.items).find((item) => question.test(item.question))!.answer;
    expect(answer(/Which systems/)).toMatch(/^None yet: Parley has no connector/);
  });

  it('home: no catalogue connection, margin rules, bundles or signed orders; the sample exchange uses the engine’s terms', () => {
    const page = text([steps, homeUseCases]) + source('./home/HomePage.tsx');
    for (const claim of [
      /catalogue/i,
      /margin rules/i,
      /propose bundles/i,
      /signed order/i,
      /rules you set/i,
    ])
      expect(page).not.toMatch(claim);
    for (const { message } of sampleNegotiation) {
      expect(QUANTITIES).toContain(message.content.qty);
      expect(DELIVERY_DAYS).toContain(Number.parseInt(message.content.delivery, 10));
    }
  });

  it('the organisation’s description (JSON-LD): FIPA-ACL only, no business rules, no learning from every deal', () => {
    for (const claim of [/agent-to-agent/i, /business rules/i, /every deal/i])
      expect(brand.description).not.toMatch(claim);
  });

  it('/use-cases: no margin-floor rules, complementary items, split volume, quality, escalation or audit trails', () => {
    const page = text([useCases, industries]) + source('./use-cases/UseCasesPage.tsx');
    for (const claim of [
      /margin floor/i,
      /customer tier/i,
      /complementary items/i,
      /demand signals/i,
      /splits volume/i,
      /quality/i,
      /escalat/i,
      /flagged clauses/i,
      /thousands of SKUs/i,
      /compliance rules/i,
      /approved-vendor/i,
      /audit trail/i,
      /price-index/i,
      /negotiations on schedule/i,
      /benchmarking/i,
      /cost visibility/i,
      /under 2 seconds/i,
    ])
      expect(page).not.toMatch(claim);
  });

  it('/technical-roadmap: nothing unbuilt is marked done; no certifications, SSO or tools the product does not use', () => {
    const done = technicalPhases.flatMap((phase) => phase.tasks.filter((task) => task.completed));
    for (const claim of [
      /rule engine/i,
      /connector/i,
      /A2A/,
      /agent-to-agent/i,
      /\bRL\b/,
      /Kubernetes/i,
      /tracing/i,
      /transcript store/i,
      /append-only/i,
      /twenty/i,
    ])
      expect(text(done)).not.toMatch(claim);
    const page = text([aiCapabilities, securityAreas]) + source('./technical-roadmap/DeveloperResources.tsx');
    for (const claim of [
      /PyTorch/,
      /RLlib/,
      /ONNX/,
      /LightGBM/,
      /Prophet/,
      /dbt/,
      /Kafka/,
      /ClickHouse/,
      /OpenTelemetry/,
      /Grafana/,
      /exactly-once/i,
      /which rules fired/i,
      /rule hit/i,
      /SOC 2 Type II audit in preparation/i,
      /TLS 1\.3/,
      /AES-256/,
      /SSO with SAML/i,
      /Regional hosting/i,
      /Immutable/i,
      /GDPR/,
      /templates/i,
    ])
      expect(page).not.toMatch(claim);
  });

  it('/pricing: features that do not exist are named as planned; no AI model tiers', () => {
    for (const plan of pricingPlans)
      for (const feature of plan.features.filter((item) =>
        /analytics|dashboard|template|integration/i.test(item),
      ))
        expect(feature).toMatch(/: planned$/);
    const page = text([pricingPlans, pricingFaq]);
    for (const claim of [
      /AI model/i,
      /Premium AI engine/i,
      /Enterprise integrations/i,
      /products and rules/i,
    ])
      expect(page).not.toMatch(claim);
  });

  it('/webinars: no margin-rule editing, ERP sync, order write-back, customer tiers or learning from history', () => {
    const page =
      text([featuredWebinar, upcomingWebinars, recordedWebinars]) + source('./webinars/WebinarsPage.tsx');
    for (const claim of [
      /margin and budget rules/i,
      /approval thresholds that/i,
      /Connect SAP/i,
      /NetSuite/,
      /back as orders/i,
      /customer tier/i,
      /Negotiation History/i,
      /how new strategies are tested/i,
      /hundreds of supplier renewals/i,
      /ERP integration and/i,
      /Multilateral/,
    ])
      expect(page).not.toMatch(claim);
  });

  it('/case-studies: said to be illustrative; no rule engine, eleven suppliers, audit or usage data', () => {
    const page = source('./case-studies/CaseStudiesPage.tsx');
    expect(page).toMatch(/The companies and figures are examples, not customers\./);
    expect(page).not.toMatch(/with measured results/i);
    for (const claim of [
      /margin and budget rules/i,
      /eleven/i,
      /Multilateral/i,
      /approved-vendor rules/i,
      /Rules encode/i,
      /for audit/i,
      /usage data/i,
      /market benchmarks/i,
      /in parallel with rate caps/i,
    ])
      expect(text(caseStudies)).not.toMatch(claim);
  });

  it('/use-cases: its figures are said to be illustrative', () => {
    expect(source('./use-cases/UseCaseBlock.tsx')).toMatch(/Impact \(illustrative figures\)/);
  });

  it('/roadmap: the A2A protocol is not marked done', () => {
    const done = roadmapPhases.flatMap((phase) =>
      phase.milestones.filter((milestone) => milestone.completed),
    );
    expect(text(done)).not.toMatch(/agent-to-agent|A2A/i);
  });

  it('/prs: says nothing on it is built', () => {
    expect(source('./prs/PrsPage.tsx')).toMatch(/nothing\s+described here is built yet/);
  });

  it('/features: the Adaptive strategy does not mirror the opponent (packages/negotiation/src/adaptive-claim.test.ts)', () => {
    expect(text(featureBlocks)).not.toMatch(/matches a conceding/i);
  });

  it('/playground: Adaptive is not said to be the one strategy that models the other side (every agent does)', () => {
    const page = source('./playground/PlaygroundPage.tsx').replace(/\s+/g, ' ');
    expect(page).not.toMatch(/Adaptive models the other side/i);
    expect(page).toMatch(/Adaptive concedes at a steady pace while the other side concedes/);
  });
});
