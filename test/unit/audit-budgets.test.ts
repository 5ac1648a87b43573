// Which budget `npm run audit` fails on, given the medians it measured (scripts/lib/audit-budgets.ts; the budgets in
// docs/messungen.md), without Lighthouse: the owner's decisions of 27.11.2026 and what a run too short to judge says.
import { describe, expect, it } from 'vitest';
import {
  AS_IS,
  againstArgument,
  auditRuns,
  BUDGET,
  byDesignNotes,
  HOME_PAGE_ONLY,
  judgeBudgets,
  type Measured,
  NOT_FOUND,
  referencePageNotes,
} from '../../scripts/lib/audit-budgets.ts';
import { FLOOR } from '../../scripts/lib/lighthouse-run.ts';

/** A page that holds every budget, unless told otherwise. */
function page(route: string, figures: Partial<Measured> = {}): Measured {
  return {
    site: AS_IS,
    route,
    preset: 'mobile',
    failing: [],
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcp: 950,
    tbt: 0,
    mainThread: 300,
    cls: 0,
    bytes: 100 * 1024,
    documentBytes: 13_000,
    thirdParty: 0,
    ...figures,
  };
}

/** A build's floor (main thread 160 ms, LCP 630 ms), its page alone (520 ms) and its landing page. */
function build(site: string, home: Partial<Measured> = {}, pageOnly = true): Measured[] {
  return [
    page(FLOOR, { site, mainThread: 160, lcp: 630, documentBytes: 480 }),
    ...(pageOnly ? [page(HOME_PAGE_ONLY, { site, mainThread: 520 })] : []),
    page('/', { site, mainThread: 650, ...home }),
  ];
}

const SIZES = { js: 70 * 1024, css: 9 * 1024 };
const judge = (results: Measured[], runs = 3, compared?: string) =>
  judgeBudgets(results, { runs, compared, sizes: SIZES });

describe('main thread', () => {
  it('holds every route but / to 2.5× the floor', () => {
    const { misses } = judge([
      ...build(AS_IS),
      page('/impressum', { mainThread: 401 }),
      page('/agb', { mainThread: 399 }),
    ]);
    expect(misses).toEqual(['/impressum (mobile): main thread 2.51× the floor > 2.5×']);
  });

  it('says on the line of each factor whether it holds, was missed, or why it was not judged', () => {
    const results = [...build(AS_IS), page('/impressum', { mainThread: 401 }), page('/agb', { mainThread: 399 })];
    const floorLine = "as is, mobile: main thread over the floor's (/__lcp-floor) 160 ms: ";
    expect(judge(results).reported).toContain(
      `${floorLine}/impressum 2.51× (budget 2.5×: missed), /agb 2.49× (budget 2.5×: holds), / 4.06× (not judged: / is held to its page alone)`,
    );
    expect(judge(results, 1).reported).toContain(
      `${floorLine}/impressum 2.51× (budget 2.5×; not judged: one run is one sample, needs 3), /agb 2.49× (budget 2.5×; not judged: one run is one sample, needs 3), / 4.06× (not judged: / is held to its page alone)`,
    );
    const over = build(AS_IS, { mainThread: 740 });
    expect(judge(over).reported).toContain(
      'as is, mobile: / main thread 740 ms over its page alone (/__nur-html-und-stylesheet, 520 ms) = 1.42× (budget 1.40×: missed)',
    );
    expect(judge(over, 2)).toMatchObject({ misses: [] });
    expect(judge(over, 2).reported).toContain(
      'as is, mobile: / main thread 740 ms over its page alone (/__nur-html-und-stylesheet, 520 ms) = 1.42× (budget 1.40×; not judged: a median of 2 runs, needs 3)',
    );
  });

  it('names the reference pages it measured, what they are and why', () => {
    expect(referencePageNotes(['/', FLOOR, HOME_PAGE_ONLY])).toEqual([
      expect.stringMatching(
        /^\/__lcp-floor \(reference, .*headline and subtitle alone.*every route's main thread and \/'s LCP are read over it/,
      ),
      expect.stringMatching(
        /^\/__nur-html-und-stylesheet \(reference, .*„nur HTML und Stylesheet“.*\/ is held to its main thread/,
      ),
    ]);
    expect(referencePageNotes(['/', FLOOR])).toEqual([expect.stringMatching(/^\/__lcp-floor /)]);
    expect(referencePageNotes(['/impressum'])).toEqual([]);
  });

  it('holds / to 1.4× its page alone, not to the floor', () => {
    expect(judge(build(AS_IS, { mainThread: 720 })).misses).toEqual([]);
    expect(judge(build(AS_IS, { mainThread: 740 })).misses).toEqual([
      '/ (mobile): main thread 1.42× its page alone („nur HTML und Stylesheet“) > 1.40×',
    ]);
  });

  it('judges the copies with Google Ads and as they go live like this build, never the build compared against', () => {
    const results = [
      ...build(AS_IS),
      ...build('google ads', { mainThread: 740 }),
      ...build('live', { mainThread: 740 }),
      ...build('abc1234', { mainThread: 900 }, false),
      page('/impressum', { site: 'abc1234', mainThread: 500 }),
    ];
    expect(judge(results, 5, 'abc1234').misses).toEqual([
      '/ (mobile, google ads): main thread 1.42× its page alone („nur HTML und Stylesheet“) > 1.40×',
      '/ (mobile, live): main thread 1.42× its page alone („nur HTML und Stylesheet“) > 1.40×',
    ]);
  });

  it('reports the factors on desktop without judging them', () => {
    const desktop = build(AS_IS, { mainThread: 900 }).map((r) => ({ ...r, preset: 'desktop' as const }));
    const { misses, reported } = judge(desktop);
    expect(misses).toEqual([]);
    expect(reported).toContain(
      'as is, desktop: / main thread 900 ms over its page alone (/__nur-html-und-stylesheet, 520 ms) = 1.73× (budget 1.40×; not judged: judged on mobile only)',
    );
  });
});

describe('the first TCP window', () => {
  it.each([
    [AS_IS, '/ (mobile)'],
    ['google ads', '/ (mobile, google ads)'],
    ['live', '/ (mobile, live)'],
  ])('fails / of %s one byte over 14,600 B with headers, and not at 14,600 B', (site, where) => {
    const results = (bytes: number) =>
      [...build(AS_IS), ...(site === AS_IS ? [] : build(site))].map((r) =>
        r.site === site && r.route === '/' ? { ...r, documentBytes: bytes } : r,
      );
    expect(judge(results(BUDGET.firstWindowBytes)).misses).toEqual([]);
    expect(judge(results(BUDGET.firstWindowBytes + 1)).misses).toEqual([
      `${where}: HTML 14601 B transferred > the first TCP window's 14600 B`,
    ]);
  });

  it('leaves the build compared against alone', () => {
    const results = [...build(AS_IS), ...build('abc1234', { documentBytes: 15_799 }, false)];
    expect(judge(results, 5, 'abc1234').misses).toEqual([]);
  });
});

describe('LCP against the previous build', () => {
  const against = (now: number, before: number) => [
    ...build(AS_IS, { lcp: now * 630 }),
    ...build('abc1234', { lcp: before * 630 }, false),
  ];

  it('fails when the factor is more than 0.05 worse than the build compared against in the same run', () => {
    expect(judge(against(1.56, 1.5), 5, 'abc1234').misses).toEqual([
      "/ (mobile): LCP factor 1.56×, 0.06 worse than abc1234's 1.50× > 0.05",
    ]);
  });

  it('holds at 0.05 worse, and above the goal of 1.5× the floor, which it reports', () => {
    const { misses, reported } = judge(against(1.55, 1.5), 5, 'abc1234');
    expect(misses).toEqual([]);
    expect(reported).toContain('/ (mobile): LCP factor 1.55× against 1.50× of abc1234: +0.05 (budget +0.05: holds)');
    expect(reported).toContain(
      "as is, mobile: LCP 977 ms over the floor's 630 ms = 1.55× (goal 1.50×; not judged: a goal, the budget is the LCP against the previous build)",
    );
  });

  it('is not judged with fewer than five runs, nor without --against, and says so', () => {
    expect(judge(against(1.7, 1.5), 3, 'abc1234')).toMatchObject({
      misses: [],
      notJudged: ['/ (mobile): LCP against abc1234: needs a median of 5 runs in turns, this run has 3'],
    });
    expect(judge(against(1.7, 1.5), 3, 'abc1234').reported).toContain(
      '/ (mobile): LCP factor 1.70× against 1.50× of abc1234: +0.20 (budget +0.05; not judged: needs a median of 5 runs in turns, this run has 3)',
    );
    expect(judge(build(AS_IS, { lcp: 1100 }))).toMatchObject({
      misses: [],
      notJudged: ['/ (mobile): LCP against the previous build: run with --against (without a ref: HEAD~1)'],
    });
  });
});

describe('a run too short to judge timings', () => {
  it('judges bytes and audits from one run, names what it cannot judge and why', () => {
    const results = [
      ...build(AS_IS, { mainThread: 900, performance: 97, lcp: 1300, documentBytes: 14_700 }),
      page('/impressum', { mainThread: 500, tbt: 60, failing: ['color-contrast'], accessibility: 96 }),
    ];
    const { misses, notJudged } = judge(results, 1);
    expect(misses).toEqual([
      "/ (mobile): HTML 14700 B transferred > the first TCP window's 14600 B",
      '/impressum (mobile): failing audits color-contrast',
      '/impressum (mobile): Accessibility 96 < 100',
    ]);
    expect(notJudged[0]).toMatch(/^Performance score, LCP, TBT and every main-thread factor: one run is one sample/);
    expect(notJudged[0]).toContain('at least 3 runs (AUDIT_RUNS)');
  });

  it('judges the timings from three runs', () => {
    const results = build(AS_IS, { performance: 97 });
    expect(judge(results, 3).misses).toEqual(['/ (mobile): Performance 97 < 100']);
    expect(judge(results, 3).notJudged).not.toContainEqual(expect.stringMatching(/^Performance score/));
  });
});

describe('the 404 page', () => {
  it('is named for its failures by design only when it was audited', () => {
    expect(byDesignNotes(['/', NOT_FOUND])).toEqual([
      `${NOT_FOUND}: http-status-code, is-crawlable, errors-in-console fail there by design (status 404, noindex, the logged path).`,
    ]);
    expect(byDesignNotes(['/', '/impressum'])).toEqual([]);
  });

  it('fails there only on audits other than those', () => {
    const notFound = (failing: string[]) => page(NOT_FOUND, { failing, seo: 58, bestPractices: 96, mainThread: 300 });
    const results = [...build(AS_IS)];
    expect(judge([...results, notFound(['http-status-code', 'is-crawlable', 'errors-in-console'])]).misses).toEqual([]);
    expect(judge([...results, notFound(['is-crawlable', 'link-text'])]).misses).toEqual([
      `${NOT_FOUND} (mobile): failing audits link-text`,
      `${NOT_FOUND} (mobile): Best Practices 96 < 100`,
      `${NOT_FOUND} (mobile): SEO 58 < 100`,
    ]);
  });
});

describe('arguments', () => {
  it('reads --against with a ref, and without one as the commit before HEAD', () => {
    expect(againstArgument(['--live'])).toBeUndefined();
    expect(againstArgument(['--against'])).toBe('HEAD~1');
    expect(againstArgument(['--against', '--live'])).toBe('HEAD~1');
    expect(againstArgument(['--photos', '--against', 'fee7642'])).toBe('fee7642');
  });

  it('runs five times with --against, three without, AUDIT_RUNS before either', () => {
    expect(auditRuns(undefined, undefined)).toBe(3);
    expect(auditRuns(undefined, 'HEAD~1')).toBe(5);
    expect(auditRuns('1', 'HEAD~1')).toBe(1);
  });
});
