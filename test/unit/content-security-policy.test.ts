// The Content-Security-Policy as the worker writes it (Hono's secureHeaders with src/http/content-security-policy.ts),
// judged by Google's CSP Evaluator (the npm package csp_evaluator) on both sides of the Google Ads setting: no finding
// it rates HIGH (a way around the policy) and no syntax error.
import { createHash } from 'node:crypto';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { type Finding, Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { TEST_GOOGLE_ADS } from '../../scripts/lib/google-ads-site.ts';
import { restoreBodyScript, restoreHeadScript } from '../../src/edit-mode/restore-scripts.ts';
import { contentSecurityPolicy } from '../../src/http/content-security-policy.ts';
import {
  clientLoaderScript,
  headingFontScript,
  TRUSTED_TYPES_POLICY,
  trustedTypesPolicyFor,
} from '../../src/lib/inline-scripts.ts';
import type { GoogleAds } from '../../src/site.ts';

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The header as the worker sends it for the setting, with the hashes of the inline scripts a page of it holds. */
async function policyFor(googleAds: GoogleAds | null): Promise<string> {
  const scripts = [
    headingFontScript,
    restoreHeadScript,
    restoreBodyScript,
    clientLoaderScript('/assets/main-a.js', trustedTypesPolicyFor(googleAds)),
  ];
  const app = new Hono();
  app.use(secureHeaders({ contentSecurityPolicy: contentSecurityPolicy(googleAds, scripts.map(hash)) }));
  app.get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers.get('content-security-policy') ?? '';
}

const describeFinding = (finding: Finding) =>
  `${Severity[finding.severity]} ${finding.directive} ${finding.value ?? ''}: ${finding.description}`;

describe.each([
  ['on', TEST_GOOGLE_ADS],
  ['off', null],
] as const)('the policy with Google Ads %s', (_, googleAds) => {
  it('has no finding that Google’s CSP Evaluator rates HIGH, and no syntax error', async () => {
    const policy = await policyFor(googleAds);
    expect(policy).toContain("script-src '");
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
    const grave = findings.filter(
      (finding) => finding.severity === Severity.HIGH || finding.severity === Severity.SYNTAX,
    );
    expect(grave.map(describeFinding)).toEqual([]);
  });

  it('requires Trusted Types for scripts, with the one policy the loader creates, only while Google Ads is off', async () => {
    const directives = (await policyFor(googleAds)).split(';').map((directive) => directive.trim());
    const trustedTypes = directives.filter((directive) => /trusted-types/.test(directive));
    // Google's tag sets script addresses and HTML of its own: with it on, the header requires nothing of the kind.
    expect(trustedTypes).toEqual(
      googleAds ? [] : ["require-trusted-types-for 'script'", `trusted-types ${TRUSTED_TYPES_POLICY}`],
    );
    const loader = clientLoaderScript('/assets/main-a.js', trustedTypesPolicyFor(googleAds));
    expect(loader.includes(`createPolicy(${JSON.stringify(TRUSTED_TYPES_POLICY)}`)).toBe(!googleAds);
  });
});
