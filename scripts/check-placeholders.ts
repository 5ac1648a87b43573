// Refuses to deploy while src/site.ts still holds placeholder business facts or facts written empty or malformed, no
// legal review is on record, a decision the law asks of the owner is missing or the sharing image shows older figures
// (scripts/lib/deploy-guard.ts). It opens with one screen: what is missing, grouped, and the legal risks by name
// (scripts/lib/deploy-summary.ts); `--details` lists each open fact with its line and every risk that is switched on
// with its legal basis and the decision it needs (README.md "Vor dem Livegang").

import { readFileSync } from 'node:fs';
import { advertisingClaimsFor } from '../src/content/claims.ts';
import { patientReviews } from '../src/content/patient-reviews.ts';
import { printable } from '../src/lib/characters.ts';
import { emptySlots, legalReview, openFacts, privacy, reviews, settings, site, team } from '../src/site.ts';
import { deployGuard } from './lib/deploy-guard.ts';
import { DETAILS_SWITCH } from './lib/deploy-summary.ts';
import { legalRisks, riskFactsFor } from './lib/legal-risks.ts';
import { malformedSiteFacts } from './lib/malformed-facts.ts';
import { drawingsInUse, emptyPictureSlots, missingProof } from './lib/missing-proof.ts';
import { sharingImageStale } from './lib/sharing-image.ts';

const risks = legalRisks(riskFactsFor(site));
const claims = advertisingClaimsFor(site);
const shownReviews = settings.showTestimonials ? patientReviews : [];
const forDeploy = process.argv.includes('--deploy');
// `npm run deploy` passes --deploy: a test's overrides (made-up facts, src/site.ts) must never reach a real deploy.
if (forDeploy && process.env.BEMEDICS_SITE_OVERRIDES) {
  console.error(
    'Veröffentlichen abgebrochen: BEMEDICS_SITE_OVERRIDES ist gesetzt (nur für Tests). Entfernen Sie die Variable.',
  );
  process.exit(1);
}
// The line of src/site.ts that names each open fact's setting, for the owner's checklist.
const siteText = readFileSync(new URL('../src/site.ts', import.meta.url), 'utf8');
const siteSource = siteText.split('\n');
const lineOf = (id: string) => {
  const index = siteSource.findIndex((line) => line.includes(`'${id}'`));
  return index < 0 ? undefined : index + 1;
};
const malformed = malformedSiteFacts(siteText);
const { ok, report, summary } = deployGuard({
  forDeploy,
  openFacts: openFacts.map((fact) => ({ ...fact, line: lineOf(fact.id) })),
  malformedFacts: malformed,
  risks,
  review: legalReview,
  googleAds: settings.googleAds,
  showBeforeAfter: settings.showBeforeAfter,
  reviews: shownReviews,
  dataProtectionOfficer: privacy.dataProtectionOfficer,
  leadDoctor: team.leadDoctor,
  rating: reviews.rating,
  claims,
  sharingImageStale: sharingImageStale(),
  missing: missingProof({
    emptySlots,
    reviews: shownReviews,
    drawings: drawingsInUse(process.cwd()),
    pictures: emptyPictureSlots(process.cwd()),
    claims,
  }),
});
// The report quotes the owner's values (facts, tag ID): a control or bidi character in one shows as an escape.
const shown = process.argv.includes(DETAILS_SWITCH) ? report : summary;
if (ok) console.log(printable(shown));
else console.error(printable(shown));
process.exit(ok ? 0 : 1);
