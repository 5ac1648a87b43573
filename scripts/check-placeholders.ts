// Refuses to deploy while src/site.ts still holds placeholder business facts; lists each one to fill in.
import { openFacts } from '../src/site.ts';

if (openFacts.length > 0) {
  console.error(`Veröffentlichen abgebrochen: ${openFacts.length} Angaben in src/site.ts sind noch Platzhalter.\n`);
  for (const fact of openFacts) console.error(`  - ${fact.label}  (zurzeit: ${fact.value})`);
  console.error(
    '\nTragen Sie die echten Angaben ein (siehe README, „Vor dem Livegang“) und starten Sie `npm run deploy` erneut.',
  );
  process.exit(1);
}
console.log('Keine Platzhalter mehr in src/site.ts.');
