// `npm run check`: no code writes to a fixed path in the system's temp folder. Two checkouts on one machine (or two
// runs of one) would share it and build into, or delete, each other's files; each run takes a new folder with mkdtemp
// and removes it when it ends (scripts/lib/temp-folder.ts).
import { readFileSync } from 'node:fs';
import { checkoutFiles } from './lib/checkout-files.ts';
import { fixedTempPaths } from './lib/temp-folder.ts';

const files = checkoutFiles().filter((file) => /\.[cm]?[jt]sx?$/.test(file));
const problems = files.flatMap((file) =>
  fixedTempPaths(readFileSync(file, 'utf8')).map(
    (line) => `  ${file}:${line}: a fixed path in the temp folder; take a new one with mkdtemp and remove it when done`,
  ),
);
if (problems.length > 0) {
  console.error(`Temp folders shared between runs (scripts/check-temp-folders.ts):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Temp folders: each run its own (${files.length} files).`);
