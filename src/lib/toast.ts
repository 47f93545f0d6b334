/**
 * The one way islands show a toast. react-toastify is loaded only when the first toast is shown,
 * so pages where nobody adds, sends or pays never download it; the layout's ToastHost mounts the
 * container at that moment, and react-toastify queues what was raised before it mounted.
 */
import { atom } from 'nanostores';
import type { ReactNode } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';

/** Toasts: top-center, 5000 ms, light theme. */
export const toastDefaults = {
  position: 'top-center',
  autoClose: 5000,
  theme: 'light',
} as const satisfies ToastOptions;

/**
 * Screens with the compact header (its cart link and menu button at the top): toasts show at the
 * bottom there instead, above the floating WhatsApp button (global.css keeps its room), and a tap
 * dismisses them. Same width as the header's own breakpoint.
 */
export const compactScreenQuery = '(max-width: 860px)';
export const compactToastPosition = 'bottom-center' as const satisfies ToastOptions['position'];

/** Set once a toast was asked for: ToastHost then mounts the container. */
export const $toastsWanted = atom(false);

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, content: ReactNode) {
  $toastsWanted.set(true);
  // The unstyled build: its stylesheet is a file (ToastHost loads it), not a <style> injected at
  // run time, which the page's Content-Security-Policy would refuse.
  void import('react-toastify/unstyled').then(({ toast }) => toast[kind](content));
}

export const toast = {
  success: (message: ReactNode) => show('success', message),
  error: (message: ReactNode) => show('error', message),
  info: (message: ReactNode) => show('info', message),
};
