// Shows a notification from anywhere in the client: the Toaster island listens for this event.

export const TOAST_EVENT = 'bemedics:toast';

export type ToastTone = 'success' | 'error';

export interface ToastDetail {
  readonly message: string;
  readonly tone: ToastTone;
}

export function toast(message: string, tone: ToastTone = 'success'): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail: { message, tone } }));
}
