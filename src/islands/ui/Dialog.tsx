import { useEffect, useId, useRef, type ReactNode } from 'react';
import { messages } from '~/domain/shared/messages.ts';
import './dialog.css';
import Icon from './Icon.tsx';
import { closeIcon } from './icons/navigation.ts';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'narrow' | 'normal' | 'wide';
  /** A click on the backdrop closes it too (for pickers; forms keep it off so no typing is lost). */
  closeOnBackdrop?: boolean;
}

/**
 * The one modal of the shop and the admin panel, on the native <dialog>: the browser traps focus
 * and closes it with Escape. Labelled by its title; on closing, focus goes back to the control
 * that opened it. The content is mounted only while open, so every opening starts fresh.
 */
export default function Dialog({ open, title, onClose, children, size = 'normal', closeOnBackdrop = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      onCloseRef.current();
      const previous = opener.current;
      opener.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  const className = size === 'normal' ? 'dialog' : `dialog dialog-${size}`;
  return (
    // A click on the backdrop closes the dialog; the keyboard closes it with Escape, which the
    // native dialog handles itself.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      onClick={(event) => {
        // The dialog element itself is the backdrop: its content sits in the body below.
        if (closeOnBackdrop && event.target === ref.current) ref.current.close();
      }}
    >
      <div className="dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog-close" aria-label={messages.close} onClick={() => ref.current?.close()}>
          <Icon path={closeIcon} size={20} />
        </button>
      </div>
      <div className="dialog-body">{open ? children : null}</div>
    </dialog>
  );
}
