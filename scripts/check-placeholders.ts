// Refuses to deploy while src/site.ts still holds placeholder business facts or no legal review is on record; lists
// each open fact and every known legal risk that is switched on.
import { readFileSync } from 'node:fs';
import { deployGuard } from './lib/deploy-guard.ts';
import { legalRisks } from './lib/legal-risks.ts';

// A test build's overrides (BEMEDICS_SITE_OVERRIDES, build/site-plugins.ts) count here as in the build this check
// guards: set before src/site.ts is read, as the build's define sets them. Never set for a real deploy.
const overrides = process.env.BEMEDICS_SITE_OVERRIDES;
if (overrides) Object.assign(globalThis, { __SITE_OVERRIDES__: JSON.parse(readFileSync(overrides, 'utf8')) });
const { brand, clinics, legalReview, openFacts, settings, terms } = await import('../src/site.ts');

const risks = legalRisks({
  settings,
  guaranteedTakeRate: brand.graftTakeRate.min,
  clinics: Object.values(clinics),
  terms,
});
const { ok, report } = deployGuard({ openFacts, risks, review: legalReview });
if (ok) console.log(report);
else console.error(report);
process.exit(ok ? 0 : 1);
