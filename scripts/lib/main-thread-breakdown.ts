// Where a page's main-thread time goes, from the trace of a Lighthouse run (`npm run audit -- --main-thread`,
// docs/messungen.md, „Hauptthread: wohin die Zeit geht“): Lighthouse's own task tree (the one its „Minimize
// main-thread work“ audit sums), attributed by the name of the trace event that spent the time, not only by
// Lighthouse's seven groups. With the extra trace categories below the events inside Lighthouse's „Other“ get names too.
import type { Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { type lighthouseRun, median } from './lighthouse-run.ts';
import { formatTable } from './table.ts';

/** Beside Lighthouse's default categories: what names the work Lighthouse files under „Other“. */
export const BREAKDOWN_TRACE_CATEGORIES = [
  'blink',
  'cc',
  'viz',
  'v8',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
].join(',');

export interface Breakdown {
  /** By Lighthouse's groups (styleLayout, other …), in ms as Lighthouse reports them (× its CPU slowdown). */
  readonly groups: Readonly<Record<string, number>>;
  /** By the trace event that spent the time itself (self time), in the same ms. */
  readonly events: Readonly<Record<string, number>>;
  /** Top-level tasks of at least 10 ms real time. */
  readonly longTasks: number;
}

type RunResult = Awaited<ReturnType<typeof lighthouseRun>>;

interface TaskNode {
  event: { name: string };
  selfTime: number;
  duration: number;
  parent?: TaskNode;
  group: { id: string };
}

/**
 * The breakdown of one Lighthouse run (traced with BREAKDOWN_TRACE_CATEGORIES). Its sum must be Lighthouse's own
 * figure: the tables explain Lighthouse's main thread, not a figure of their own.
 */
export async function mainThreadBreakdown(outcome: RunResult): Promise<Breakdown> {
  const { Trace: trace } = outcome.artifacts as unknown as { Trace: Trace };
  const multiplier = outcome.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1;
  const reported = outcome.lhr.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN;
  const tasks = (await MainThreadTasks.request(trace, { computedCache: new Map() } as never)) as unknown as TaskNode[];
  const groups: Record<string, number> = {};
  const events: Record<string, number> = {};
  let total = 0;
  for (const task of tasks) {
    const self = task.selfTime * multiplier;
    total += self;
    groups[task.group.id] = (groups[task.group.id] ?? 0) + self;
    events[task.event.name] = (events[task.event.name] ?? 0) + self;
  }
  if (Math.abs(total - reported) > 1) throw new Error(`own sum ${total} ms ≠ Lighthouse's ${reported} ms`);
  const longTasks = tasks.filter((task) => !task.parent && task.duration >= 10).length;
  return { groups, events, longTasks };
}

/** The medians of the largest entries of `pick` per page (column), the `limit` largest over all pages. */
function detailTable(
  runs: ReadonlyMap<string, readonly Breakdown[]>,
  pick: (breakdown: Breakdown) => Readonly<Record<string, number>>,
  limit: number,
): string {
  const columns = [...runs.keys()];
  const medianOf = (column: string, name: string) =>
    median((runs.get(column) ?? []).map((run) => pick(run)[name] ?? 0));
  const names = [...new Set([...runs.values()].flatMap((list) => list.flatMap((run) => Object.keys(pick(run)))))]
    .map((name) => ({ name, size: Math.max(...columns.map((column) => medianOf(column, name))) }))
    .toSorted((a, b) => b.size - a.size)
    .slice(0, limit);
  return formatTable(
    ['', ...columns],
    names.map(({ name }) => [name, ...columns.map((column) => `${Math.round(medianOf(column, name))} ms`)]),
  );
}

/** The report's section: by Lighthouse group, by trace event, and the long tasks, per page measured. */
export function breakdownReport(runs: ReadonlyMap<string, readonly Breakdown[]>): string[] {
  const longTasks = [...runs].map(([column, list]) => `${column} ${median(list.map((run) => run.longTasks))}`);
  return [
    '',
    'Where the main thread goes (--main-thread), by Lighthouse group (median ms):',
    '',
    detailTable(runs, (breakdown) => breakdown.groups, 8),
    '',
    'By trace event (self time, median ms, the 20 largest):',
    '',
    detailTable(runs, (breakdown) => breakdown.events, 20),
    '',
    `Top-level tasks ≥ 10 ms (median): ${longTasks.join(', ')}.`,
  ];
}
