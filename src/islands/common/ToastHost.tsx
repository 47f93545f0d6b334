import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { CloseButtonProps } from 'react-toastify/unstyled';
import { $toastsWanted, compactScreenQuery, compactToastPosition, toastDefaults } from '~/lib/toast.ts';
import { useHydrated } from '~/islands/ui/use-hydrated.ts';
import { useMediaQuery } from '~/islands/ui/use-media-query.ts';
import toastStylesheet from 'react-toastify/ReactToastify.css?url';

/**
 * Links the toasts' stylesheet (a file of the build, so the page's policy allows it). Imported as
 * CSS, even from a lazy module, the build would link it from the <head> of every page instead.
 */
function linkStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // Unstyled toasts are still better than none.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** Loaded with the first toast, not with the page. */
const ToastContainer = lazy(async () => {
  const [module] = await Promise.all([import('react-toastify/unstyled'), linkStylesheet(toastStylesheet)]);
  return { default: module.ToastContainer };
});

interface Props {
  /** Spanish labels, passed in by the layout so this island does not ship every message of the shop. */
  regionLabel: string;
  closeLabel: string;
}

/** The page's single toast container: hydrated when the browser is idle, mounted with the first toast. */
export default function ToastHost({ regionLabel, closeLabel }: Props) {
  const wanted = useStore($toastsWanted);
  // A toast raised before this island hydrated (a flash message, a replayed early tap) must not
  // change its first render: the prebuilt HTML is empty, and anything else is hydration error #418.
  // react-toastify keeps what was raised until the container mounts.
  const hydrated = useHydrated();
  const compact = useMediaQuery(compactScreenQuery);
  // react-toastify's own close button, named in Spanish (its default label is English).
  function CloseToastButton({ closeToast, theme }: CloseButtonProps) {
    return (
      <button
        type="button"
        className={`Toastify__close-button Toastify__close-button--${theme}`}
        aria-label={closeLabel}
        onClick={(event) => {
          event.stopPropagation();
          closeToast(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
          <path
            fillRule="evenodd"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    );
  }
  if (!wanted || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        {...toastDefaults}
        position={compact ? compactToastPosition : toastDefaults.position}
        newestOnTop
        closeOnClick={compact}
        closeButton={CloseToastButton}
        aria-label={regionLabel}
      />
    </Suspense>
  );
}
