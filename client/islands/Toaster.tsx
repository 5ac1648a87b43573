// The toast region: at most three notifications at once, each for four seconds, announced to screen readers. Its look is
// in src/site-rules.css (`.toast-region`), not in class lists here: this code counts against the JavaScript budget.
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../src/components/Icon.tsx';
import type { ToastText } from '../../src/content/interaction.ts';
import { TOAST_EVENT, type ToastDetail } from '../toast.ts';

/** Interface defaults of the spec */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

interface Shown extends ToastDetail {
  readonly id: number;
}

export function Toaster({ text }: { readonly text: ToastText }) {
  const [shown, setShown] = useState<readonly Shown[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const dismiss = (id: number) => setShown((list) => list.filter((item) => item.id !== id));
    const onToast = (event: Event) => {
      const { message, tone } = (event as CustomEvent<ToastDetail>).detail;
      const id = nextId.current++;
      setShown((list) => [...list, { id, message, tone }].slice(-TOAST_LIMIT));
      const timer = setTimeout(() => {
        timers.delete(timer);
        dismiss(id);
      }, TOAST_DURATION_MS);
      timers.add(timer);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => {
      window.removeEventListener(TOAST_EVENT, onToast);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  // The live region is there, empty, from the first render, so that a screen reader already watches it when a toast
  // comes; the list inside it exists only while there are toasts (an empty list is still read out as a list).
  return (
    <section aria-label={text.regionLabel} aria-live="polite" className="toast-region" data-toaster>
      {shown.length > 0 && (
        <ol>
          {shown.map((item) => (
            <li key={item.id} data-toast data-tone={item.tone}>
              <span>{item.message}</span>
              <button
                type="button"
                aria-label={text.close}
                data-tooltip
                onClick={() => setShown((list) => list.filter((other) => other.id !== item.id))}
              >
                <Icon name="x" className="size-4 [stroke-width:2]" />
                <span aria-hidden="true" data-tooltip-text>
                  {text.close}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
