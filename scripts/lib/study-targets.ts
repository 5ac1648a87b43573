// What the quick main-thread studies load in turns (scripts/main-thread-counters.ts, scripts/main-thread-trace.ts):
// this build with the floor page beside its routes, each variant of it, and an earlier build, each behind its own
// edge stand-in.
import { builtOrCheckedOut } from './checkout.ts';
import { type EdgeProxy, startEdgeProxy } from './edge-proxy.ts';
import { FLOOR, floorPage } from './lighthouse-run.ts';
import { type PageVariant, variantRewrite, variantsNamed } from './page-variants.ts';
import { type Preview, startPreview } from './preview.ts';

export interface StudyArguments {
  readonly runs: number;
  readonly variants: readonly PageVariant[];
  readonly against: string | undefined;
  readonly routes: readonly string[];
}

/** `[--runs N] [--variants "a,b"] [--against <git ref or built folder>] [route …]`: 15 runs and `defaultRoutes` unless told. */
export function studyArguments(args: readonly string[], defaultRoutes: readonly string[]): StudyArguments {
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const routes = args.filter((arg, index) => arg.startsWith('/') && !args[index - 1]?.startsWith('--'));
  return {
    runs: Number(option('--runs') ?? 15),
    variants: variantsNamed(option('--variants')?.split(',') ?? []),
    against: option('--against'),
    routes: routes.length ? routes : defaultRoutes,
  };
}

export interface StudyTarget {
  readonly name: string;
  readonly url: (route: string) => string;
  readonly routes: readonly string[];
}

export interface StudyTargets {
  readonly targets: readonly StudyTarget[];
  /** Stops every server started for the targets. */
  close(): Promise<void>;
}

/** `routes` of this build (named „wie gebaut“, with the floor page), of each variant and of `against`, if given. */
export async function studyTargets(
  routes: readonly string[],
  variants: readonly PageVariant[],
  against: string | undefined,
): Promise<StudyTargets> {
  const previews: Preview[] = [];
  const edges: EdgeProxy[] = [];
  const targets: StudyTarget[] = [];
  const close = async () => {
    for (const edge of edges) await edge.close();
    for (const preview of previews) await preview.stop();
  };
  try {
    const preview = await startPreview();
    previews.push(preview);
    const base = await startEdgeProxy(preview.url, { [FLOOR]: await floorPage(preview.url) });
    edges.push(base);
    targets.push({ name: 'wie gebaut', url: (route) => `${base.url}${route}`, routes: [...routes, FLOOR] });
    for (const variant of variants) {
      const edge = await startEdgeProxy(preview.url, {}, variantRewrite(variant)?.transform);
      edges.push(edge);
      targets.push({ name: variant.name, url: (route) => `${edge.url}${route}`, routes });
    }
    if (against) {
      const { dir, name } = await builtOrCheckedOut(against);
      const earlier = await startPreview(dir);
      previews.push(earlier);
      const edge = await startEdgeProxy(earlier.url);
      edges.push(edge);
      targets.push({ name, url: (route) => `${edge.url}${route}`, routes });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { targets, close };
}
