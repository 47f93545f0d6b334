/**
 * Bringing a form's first marked field into sight: after "Revisa los campos marcados." the person
 * sees the field to fix, not only the message above the buttons. The field is centred, so neither
 * the page's sticky header nor a dialog's sticky head covers it, and a control hidden behind a
 * button (the images' file input) brings its field along.
 */

/** Moves the focus to `control` without the browser's minimal scroll, then centres it. */
export function focusAndCentre(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  const target =
    control.getClientRects().length > 0 && control.offsetHeight > 1 ? control : (control.closest('.field, fieldset') ?? control);
  target.scrollIntoView({ block: 'center', inline: 'nearest' });
}

/**
 * The first field of `root` marked `aria-invalid`, in the page's order, focused and centred; when
 * the focus is already on a marked field (the form's own validation put it there), that one is
 * centred instead. Null when nothing is marked.
 */
export function revealFirstInvalid(root: ParentNode): HTMLElement | null {
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return null;
  const active = document.activeElement;
  const onMarked = active instanceof HTMLElement && root.contains(active) && active.getAttribute('aria-invalid') === 'true';
  const field = onMarked ? active : first;
  focusAndCentre(field);
  return field;
}
