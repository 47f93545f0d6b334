import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { toastDefaults } from '../../lib/toast.ts';

interface Props {
  /** Spanish labels, passed in by the layout so this island does not ship every message of the shop. */
  regionLabel: string;
  closeLabel: string;
}

/** The page's single toast container; the layout hydrates it when the browser is idle. */
export default function ToastHost({ regionLabel, closeLabel }: Props) {
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
          <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
        </svg>
      </button>
    );
  }
  return <ToastContainer {...toastDefaults} newestOnTop closeButton={CloseToastButton} aria-label={regionLabel} />;
}
