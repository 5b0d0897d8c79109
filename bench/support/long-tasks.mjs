// What the main thread does after the first paint, read from the trace of a Lighthouse run
// (bench:lighthouse --tasks). Lighthouse's simulated profiles do not slow the browser down: they
// record the page at the host's own speed and multiply every main-thread task by the CPU
// slowdown in their model (a task that lays out the page by half of it: Lantern's
// layoutTaskMultiplier). So a task is listed when its recorded length times that multiplier
// reaches 50 ms, the same rule as the model's long tasks, and its figures are given multiplied.
// For each task: when it starts, how long it takes, the trace events it spends its own time in
// (style recalculation, layout, paint, script…), the script it runs if any, and the file whose
// download ended last before it (a stylesheet or a font arriving is what sets off most of them).
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { ProcessedTrace } from 'lighthouse/core/computed/processed-trace.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';

/** Trace event names, in words. */
const EVENT_WORDS = {
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'parse CSS',
  Layout: 'layout',
  PrePaint: 'prepaint',
  Paint: 'paint',
  Commit: 'commit',
  Layerize: 'layerize',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'module',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile module',
  FunctionCall: 'JS',
  'V8.Execute': 'JS',
  RunMicrotasks: 'microtasks',
  ParseHTML: 'parse HTML',
  MinorGC: 'GC',
  MajorGC: 'GC',
  TimerFire: 'timer',
  FireAnimationFrame: 'rAF',
  FireIdleCallback: 'idle callback',
  EventDispatch: 'event',
  RunTask: 'unattributed',
  ThreadControllerImpl__RunTask: 'unattributed',
};

const words = (name) => EVENT_WORDS[name] ?? name;

/** Own time of every event of a task's tree, summed by name (in words). */
function ownTimeByName(task, into = new Map()) {
  const childTime = task.children.reduce((sum, child) => sum + child.duration, 0);
  const own = Math.max(0, task.duration - childTime);
  const name = words(task.event.name);
  into.set(name, (into.get(name) ?? 0) + own);
  for (const child of task.children) ownTimeByName(child, into);
  return into;
}

/** Whether a task lays out the page anywhere in its tree (Lantern slows those by half as much). */
const laysOut = (task) => task.event.name === 'Layout' || task.children.some(laysOut);

/** Each request's URL and the trace time (µs) its download ended, from the trace's network events. */
function downloadsEnded(events) {
  const urls = new Map();
  const ended = [];
  for (const event of events) {
    const data = event.args?.data;
    if (!data?.requestId) continue;
    if (event.name === 'ResourceSendRequest') urls.set(data.requestId, data.url);
    if (event.name === 'ResourceFinish') ended.push({ requestId: data.requestId, ts: event.ts });
  }
  return ended
    .map(({ requestId, ts }) => ({ url: urls.get(requestId), ts }))
    .filter((entry) => entry.url)
    .sort((a, b) => a.ts - b.ts);
}

/** The last path segment of a URL, short enough for a table. */
function fileName(url) {
  if (!url) return '';
  if (url.startsWith('data:')) return 'data: URL';
  try {
    const { pathname } = new URL(url);
    return pathname === '/' ? '/' : (pathname.split('/').filter(Boolean).pop() ?? pathname);
  } catch {
    return url.slice(0, 40);
  }
}

/**
 * The long tasks after the first contentful paint in one run's trace, with their lengths times
 * the run's CPU slowdown `multiplier` (as above); their start times are as recorded.
 * `total` is all the main thread's time after that paint (long tasks or not), by kind of work.
 * @returns {Promise<{fcp: number, total: string, tasks: Array<{start: number, duration: number, what: string, script: string, after: string}>}>}
 */
export async function longTasksAfterFirstPaint(trace, multiplier) {
  const context = { computedCache: new Map() };
  const processed = await ProcessedTrace.request(trace, context);
  const navigation = await ProcessedNavigation.request(processed, context);
  const fcp = navigation.timings.firstContentfulPaint;
  const origin = processed.timestamps.timeOrigin;
  const tasks = await MainThreadTasks.request(trace, context);
  const ended = downloadsEnded(trace.traceEvents);
  const slowdown = (task) => (laysOut(task) ? multiplier / 2 : multiplier);
  const long = tasks.filter(
    (task) =>
      !task.parent && !task.unbounded && task.startTime >= fcp && task.duration * slowdown(task) >= 50,
  );
  const afterPaint = tasks.filter((task) => !task.parent && task.startTime >= fcp);
  const totalByName = new Map();
  for (const task of afterPaint) {
    const byName = ownTimeByName(task);
    for (const [name, ms] of byName)
      totalByName.set(name, (totalByName.get(name) ?? 0) + ms * slowdown(task));
  }
  const total = [...totalByName].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 5);
  const sum = afterPaint.reduce((ms, task) => ms + task.duration * slowdown(task), 0);
  return {
    fcp,
    total: `${Math.round(sum)} ms: ${total.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')}`,
    tasks: long.map((task) => {
      const factor = slowdown(task);
      const byName = [...ownTimeByName(task)].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 1);
      const startTs = origin + task.startTime * 1000;
      const lastDownload = ended.filter((entry) => entry.ts <= startTs).at(-1);
      return {
        start: task.startTime,
        duration: task.duration * factor,
        what: byName
          .slice(0, 4)
          .map(([name, ms]) => `${name} ${Math.round(ms * factor)}`)
          .join(', '),
        script: task.attributableURLs.map(fileName).filter(Boolean).slice(0, 2).join(' '),
        after: lastDownload
          ? `${fileName(lastDownload.url)} ${Math.round((startTs - lastDownload.ts) / 1000)} ms before`
          : '',
      };
    }),
  };
}
