/**
 * The one way islands show a toast. The container is mounted once by the layout (ToastHost);
 * toasts raised before it hydrates are queued by react-toastify and shown when it mounts.
 */
import { toast as toastify, type ToastOptions } from 'react-toastify';

/** Spec §9: top-center, 5000 ms, light theme. */
export const toastDefaults = {
  position: 'top-center',
  autoClose: 5000,
  theme: 'light',
} as const satisfies ToastOptions;

export const toast = {
  success: (message: string) => toastify.success(message),
  error: (message: string) => toastify.error(message),
  info: (message: string) => toastify.info(message),
};
