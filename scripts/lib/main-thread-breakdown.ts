// Where a page's main-thread time goes, from the trace of a Lighthouse run: Lighthouse's own task tree (the one its
// „Minimize main-thread work“ audit sums), attributed by the name of the trace event that spent the time, not only by
// Lighthouse's seven groups. With the extra trace categories of the study (blink, cc, v8 …) the events inside
// Lighthouse's „Other“ get names too.
import type { Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';

/** Beside Lighthouse's default categories: what names the work Lighthouse files under „Other“. */
export const STUDY_TRACE_CATEGORIES = [
  'blink',
  'cc',
  'viz',
  'v8',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
];

export interface Breakdown {
  /** Main-thread time in ms as Lighthouse reports it (real time × its CPU slowdown multiplier). */
  readonly total: number;
  /** By Lighthouse's groups (styleLayout, other …), in the same ms. */
  readonly groups: Readonly<Record<string, number>>;
  /** By the trace event that spent the time itself (self time), in the same ms. */
  readonly events: Readonly<Record<string, number>>;
  /** Top-level tasks of at least 10 ms real time. */
  readonly longTasks: number;
}

interface TaskNode {
  event: { name: string; tdur?: number };
  selfTime: number;
  duration: number;
  parent?: TaskNode;
  group: { id: string };
}

/** Lighthouse's task tree of the page's main thread, every task with its children. */
async function taskTree(trace: Trace): Promise<TaskNode[]> {
  return (await MainThreadTasks.request(trace, { computedCache: new Map() } as never)) as unknown as TaskNode[];
}

/** The tasks the main thread ran (the roots of Lighthouse's tree), with their wall and thread time. */
export async function topLevelTasks(trace: Trace): Promise<TaskNode[]> {
  return (await taskTree(trace)).filter((task) => !task.parent);
}

export async function mainThreadBreakdown(trace: Trace, multiplier: number): Promise<Breakdown> {
  const tasks = await taskTree(trace);
  const groups: Record<string, number> = {};
  const events: Record<string, number> = {};
  let total = 0;
  let longTasks = 0;
  for (const task of tasks) {
    const self = task.selfTime * multiplier;
    total += self;
    groups[task.group.id] = (groups[task.group.id] ?? 0) + self;
    events[task.event.name] = (events[task.event.name] ?? 0) + self;
    if (!task.parent && task.duration >= 10) longTasks++;
  }
  return { total, groups, events, longTasks };
}
