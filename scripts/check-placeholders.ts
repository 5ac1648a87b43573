// Refuses to deploy while src/site.ts still holds placeholder business facts; lists each one to fill in.
import { openFacts } from '../src/site.ts';
import { deployGuard } from './lib/deploy-guard.ts';

const { ok, report } = deployGuard(openFacts);
if (ok) console.log(report);
else console.error(report);
process.exit(ok ? 0 : 1);
