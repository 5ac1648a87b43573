// Which console lines of a worker test run go unprinted (test/worker/vitest.config.ts, `onConsoleLog`): the worker's
// own line for a request answered with a 4xx (src/index.tsx: '404 "/path"', '400 "/path": "message"'). Tests ask for
// misses by the hundred (bad input, unknown paths, every page of the route table and the 404 page), and each printed
// its line to stderr, about a hundred lines that hid what a failing run had to say. A test that checks the log reads
// it through spies (test/worker/logs.test.tsx), which take the call before the console prints anything; a 500 line,
// which no passing test should cause without a spy, still prints.

/** A line of the worker's request log for a 4xx answer. */
export function isMissLogLine(line: string): boolean {
  return /^4\d\d "\//.test(line);
}
