// What the main-thread studies load in turns (scripts/main-thread.ts, scripts/main-thread-counters.ts,
// scripts/main-thread-trace.ts): this build with the floor page beside its routes, each variant of it, and an earlier
// build, each behind its own edge stand-in; the arguments that choose them; and where their reports go.
import { mkdirSync, writeFileSync } from 'node:fs';
import { builtOrCheckedOut } from './checkout.ts';
import { type EdgeProxy, startEdgeProxy } from './edge-proxy.ts';
import { FLOOR, floorPage } from './lighthouse-run.ts';
import { PAGE_VARIANTS, type PageVariant, variantRewrite, variantsNamed } from './page-variants.ts';
import { type Preview, startPreview } from './preview.ts';

/** The build as it is, the first row of every study, and the one whose floor page the factors divide by. */
export const AS_BUILT = PAGE_VARIANTS[0] as PageVariant;

export interface StudyArguments {
  readonly runs: number;
  readonly variants: readonly PageVariant[];
  readonly against: string | undefined;
  readonly routes: readonly string[];
}

interface StudyDefaults {
  readonly routes: readonly string[];
  readonly runs: number;
  /** Without `--variants`: none, or every one (the Lighthouse study). */
  readonly allVariants?: boolean;
}

/** The options that take a value: the argument after one of them is that value, never a route. */
const OPTIONS_WITH_VALUE = ['--runs', '--variants', '--against'];

/**
 * `[--runs N] [--variants "a,b"] [--against <git ref or built folder>] [route …]`, with the study's defaults. A
 * study's own switches (such as `--no-javascript`) may stand anywhere.
 */
export function studyArguments(args: readonly string[], defaults: StudyDefaults): StudyArguments {
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const routes = args.filter(
    (arg, index) => arg.startsWith('/') && !OPTIONS_WITH_VALUE.includes(args[index - 1] ?? ''),
  );
  const named = option('--variants')?.split(',');
  const chosen = named ? variantsNamed(named) : defaults.allVariants ? PAGE_VARIANTS : [];
  return {
    runs: Number(option('--runs') ?? defaults.runs),
    // The build as it is comes first in every study anyway.
    variants: chosen.filter((variant) => variant !== AS_BUILT),
    against: option('--against'),
    routes: routes.length ? routes : defaults.routes,
  };
}

export interface StudyTarget {
  readonly name: string;
  /** What the target takes out, for the tables. */
  readonly what: string;
  readonly url: (route: string) => string;
  readonly routes: readonly string[];
}

/** What a study measured, per target and route, in the order of the runs. */
export interface StudyResults<T> {
  of(target: string, route: string): T[];
  /** Every measurement of every target and route. */
  all(): T[];
}

export interface StudyTargets {
  /** The build as it is first (named AS_BUILT.name), then the variants, then the earlier build. */
  readonly targets: readonly StudyTarget[];
  /**
   * Measures every route of every target `runs` times in turns (run 1 of each, then run 2 …), a dot per turn. Then
   * throws, naming them, if variants changed no response they served: a renamed tag would otherwise turn a variant into
   * a silent copy of the build (scripts/lib/page-variants.ts).
   */
  inTurns<T>(runs: number, measure: (target: StudyTarget, route: string) => Promise<T>): Promise<StudyResults<T>>;
  /** Stops every server started for the targets and removes the earlier build if it was checked out for them. */
  close(): Promise<void>;
}

/** `routes` of this build (with the floor page), of each variant and of `against`, if given. */
export async function studyTargets(
  routes: readonly string[],
  variants: readonly PageVariant[],
  against: string | undefined,
): Promise<StudyTargets> {
  const previews: Preview[] = [];
  const edges: EdgeProxy[] = [];
  const targets: StudyTarget[] = [];
  const rewritten: { readonly name: string; readonly changed: ReadonlySet<string> }[] = [];
  const removals: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const edge of edges) await edge.close();
    for (const preview of previews) await preview.stop();
    // The earlier build, if it was checked out for this study (scripts/lib/temp-folder.ts).
    for (const remove of removals) await remove();
  };
  try {
    const preview = await startPreview();
    previews.push(preview);
    const base = await startEdgeProxy(preview.url, { [FLOOR]: await floorPage(preview.url) });
    edges.push(base);
    const { name, what } = AS_BUILT;
    targets.push({ name, what, url: (route) => `${base.url}${route}`, routes: [...routes, FLOOR] });
    for (const variant of variants) {
      const rewrite = variantRewrite(variant);
      if (rewrite) rewritten.push({ name: variant.name, changed: rewrite.changed });
      const edge = await startEdgeProxy(preview.url, {}, rewrite?.transform);
      edges.push(edge);
      targets.push({ name: variant.name, what: variant.what, url: (route) => `${edge.url}${route}`, routes });
    }
    if (against) {
      const { dir, name, remove } = await builtOrCheckedOut(against);
      removals.push(remove);
      const earlier = await startPreview(dir);
      previews.push(earlier);
      const edge = await startEdgeProxy(earlier.url);
      edges.push(edge);
      targets.push({ name, what: 'ein früherer Stand', url: (route) => `${edge.url}${route}`, routes });
    }
  } catch (error) {
    await close();
    throw error;
  }
  const inTurns = async <T>(runs: number, measure: (target: StudyTarget, route: string) => Promise<T>) => {
    const measured = new Map<string, T[]>();
    const key = (target: string, route: string) => `${target}\n${route}`;
    for (let run = 1; run <= runs; run++) {
      for (const target of targets) {
        for (const route of target.routes) {
          const value = await measure(target, route);
          measured.set(key(target.name, route), [...(measured.get(key(target.name, route)) ?? []), value]);
        }
      }
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    const unchanged = rewritten.filter(({ changed }) => changed.size === 0).map(({ name }) => name);
    if (unchanged.length) throw new Error(`Diese Varianten haben nichts verändert: ${unchanged.join(', ')}`);
    return {
      of: (target: string, route: string) => measured.get(key(target, route)) ?? [],
      all: () => [...measured.values()].flat(),
    };
  };
  return { targets, inTurns, close };
}

/** Writes a study's report, `lines` joined, to reports/<name>.md and prints it. */
export function publishReport(name: string, lines: readonly string[]): void {
  const report = lines.join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync(`reports/${name}.md`, `${report}\n`);
  console.log(report);
}
