// Scripts the engine tests run in a page before the page's own scripts: recorders, a fixed clock, and the removal of a
// platform feature (to stand in for an older engine). Each is a self-contained function: it is sent to the browser as
// source text, so it may not use anything from this module.

/** A function run in every document of a page before its own scripts, with one JSON-serialisable argument. */
export interface InitScript {
  readonly fn: (arg: never) => void;
  readonly arg?: unknown;
}

export function initScript<A>(fn: (arg: A) => void, arg?: A): InitScript {
  return { fn: fn as (arg: never) => void, arg };
}

/** The source text of an init script, ready to run. */
export function initSource({ fn, arg }: InitScript): string {
  return `(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)});`;
}

/**
 * For engines whose driver reports no console messages (WebKit over WebDriver classic): every uncaught exception,
 * unhandled rejection, blocked resource or script (CSP), failed script/style/image load and console.error call is
 * posted to `endpoint` on the page's own origin (the test proxy keeps them, across reloads).
 */
export function reportErrors(endpoint: string): void {
  const pending = new Set<Promise<unknown>>();
  const report = (message: string) => {
    const sent = fetch(endpoint, { method: 'POST', body: message, keepalive: true }).catch(() => undefined);
    pending.add(sent);
    void sent.finally(() => pending.delete(sent));
  };
  (window as unknown as { __engineFlush: () => Promise<unknown> }).__engineFlush = () => Promise.all([...pending]);
  const describe = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement || target instanceof HTMLImageElement) {
        report(`Failed to load ${target.src}`);
      } else if (target instanceof HTMLLinkElement) {
        report(`Failed to load ${target.href}`);
      } else if (event instanceof ErrorEvent) {
        report(event.error === undefined || event.error === null ? event.message : describe(event.error));
      }
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => report(`Unhandled rejection: ${describe(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) =>
    report(`Content-Security-Policy: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
  );
  const original = console.error;
  console.error = function (this: Console, ...args: unknown[]) {
    report(args.map(describe).join(' '));
    return original.apply(this, args);
  };
}

/** Records window.open calls in `window.__opened` instead of opening anything (the contact form's mailto). */
export function recordWindowOpen(): void {
  const calls: string[][] = [];
  (window as unknown as { __opened: string[][] }).__opened = calls;
  window.open = (...args: unknown[]) => {
    calls.push(args.map(String));
    return null;
  };
}

/**
 * Counts the page's toasts (the `bemedics:toast` events of client/toast.ts) in session storage, so the count survives a
 * reload: `sessionStorage.__toasts` is a JSON list of their messages.
 */
export function countToastsAcrossLoads(): void {
  window.addEventListener('bemedics:toast', (event) => {
    const seen = JSON.parse(sessionStorage.getItem('__toasts') ?? '[]') as string[];
    seen.push((event as CustomEvent<{ message: string }>).detail.message);
    sessionStorage.setItem('__toasts', JSON.stringify(seen));
  });
}

/** Google Ads' conversion hook as the owner's snippet would add it; records its calls in `window.__conversions`. */
export function conversionHook(): void {
  const calls: unknown[] = [];
  const page = window as unknown as { __conversions: unknown[]; gtag_report_conversion: (url: unknown) => boolean };
  page.__conversions = calls;
  page.gtag_report_conversion = (url) => {
    calls.push(url);
    return false;
  };
}

/** The page's clock stands still at `at` (ms since the epoch): `new Date()` and `Date.now()` return it. */
export function fixClock(at: number): void {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(at);
      else super(...(args as [string]));
    }
    static override now(): number {
      return at;
    }
  }
  window.Date = FixedDate as DateConstructor;
}

/**
 * An engine without popover also predates `content-visibility` (Safari before 18, Firefox before 125, which brought
 * both): it draws every section at load. A current engine standing in for it must too, or it tries a mix no browser
 * ships (src/site-rules.css).
 */
export function withoutContentVisibility(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('* { content-visibility: visible !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** An engine before Safari 17 has no popover: no popover API, and so no `popover` attribute behaviour to rely on. */
export function withoutPopover(): void {
  for (const name of ['showPopover', 'hidePopover', 'togglePopover', 'popover'] as const) {
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
  for (const name of ['popoverTargetElement', 'popoverTargetAction'] as const) {
    delete (HTMLButtonElement.prototype as unknown as Record<string, unknown>)[name];
  }
}

/**
 * An engine before Safari 17.2 has no exclusive accordion: `<details name>` is just a `<details>`. The property goes,
 * and so does the attribute as the parser adds it: the engine running the test would otherwise still close the others.
 */
export function withoutDetailsName(): void {
  delete (HTMLDetailsElement.prototype as unknown as Record<string, unknown>).name;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const details of [node, ...node.querySelectorAll('details[name]')]) {
          if (details instanceof HTMLDetailsElement) details.removeAttribute('name');
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/**
 * An engine before Firefox 136 has no `contenteditable="plaintext-only"`: setting it through the property throws, and
 * the attribute value is invalid, which leaves the element not editable. The attribute is mapped to `inherit` here so
 * that the modern engine running the test behaves the same way.
 */
export function withoutPlaintextOnly(): void {
  const property = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'contentEditable');
  if (!property?.get || !property.set) throw new Error('contentEditable is not an accessor here');
  const { get, set } = property;
  Object.defineProperty(HTMLElement.prototype, 'contentEditable', {
    configurable: true,
    enumerable: true,
    get(this: HTMLElement) {
      return get.call(this);
    },
    set(this: HTMLElement, value: string) {
      if (String(value).toLowerCase() === 'plaintext-only') {
        throw new DOMException(`Failed to set contentEditable: '${value}' is not a valid value.`, 'SyntaxError');
      }
      set.call(this, value);
    },
  });
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    const invalid = name.toLowerCase() === 'contenteditable' && String(value).toLowerCase() === 'plaintext-only';
    return setAttribute.call(this, name, invalid ? 'inherit' : value);
  };
}
