/**
 * Whether a control can be tapped: a tap at its centre must land on it (or inside it, or on its
 * label), not on a price drawn over it, the floating WhatsApp button or a toast.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** How a person brings a control into view: scrolling until it is centred, or until it just shows at the window's bottom. */
export type ScrollPlace = 'center' | 'end';

/** What covers the control's centre, described for the failure message; null when the tap lands on the control. */
function coverAtCentre(control: Element): string | null {
  // A link that wraps over two lines is tapped on its first line (the middle of its box may be between words).
  const box = control.getClientRects()[0] ?? control.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!top) return 'nothing (outside the window)';
  const labels =
    control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement
      ? [...(control.labels ?? [])]
      : [];
  if (control === top || control.contains(top) || labels.some((label) => label === top || label.contains(top))) return null;
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}>`;
  return `${name(top)} «${(top.textContent ?? '').trim().slice(0, 40)}»`;
}

export async function expectTappableAtCentre(control: Locator, place: ScrollPlace, what: string) {
  await control.evaluate((element, block) => element.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' }), place);
  const cover = await control.evaluate(coverAtCentre);
  expect(cover, `${what} (scrolled to the ${place === 'center' ? 'middle' : 'bottom'} of the window) is covered by ${cover}`).toBeNull();
}

/** Every control a person may tap in a part of the page, as locators (visible ones only). */
export async function controlsIn(scope: Locator): Promise<Locator[]> {
  const all = scope.locator('button, a[href], input:not([type="hidden"]), select, textarea, summary');
  const found: Locator[] = [];
  for (const control of await all.all()) {
    const box = await control.boundingBox();
    if (box && box.width > 1 && box.height > 1 && (await control.isVisible())) found.push(control);
  }
  return found;
}

/** A short name of a control for a failure message. */
export async function describeControl(control: Locator): Promise<string> {
  return control.evaluate((element) => {
    const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 40);
    const name = element.getAttribute('name');
    return `<${element.tagName.toLowerCase()}${name ? ` name="${name}"` : ''}> «${label}»`;
  });
}

/** At the very end of the page, the floating WhatsApp button covers no control and no text of the footer's last row. */
export async function expectPageEndKeepsFloatRoom(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const overlaps = await page.evaluate(() => {
    const float = document.querySelector('.whatsapp-float');
    if (!float) return ['no floating button'];
    const room = float.getBoundingClientRect();
    const intersects = (box: DOMRect) =>
      box.width > 1 && box.height > 1 && box.left < room.right && box.right > room.left && box.top < room.bottom && box.bottom > room.top;
    const watched = [
      ...document.querySelectorAll('main button, main a[href], main input:not([type="hidden"]), main select, main textarea'),
      ...document.querySelectorAll('footer button, footer a[href], footer input:not([type="hidden"]), footer p, footer li'),
    ];
    return watched
      .filter((element) => intersects(element.getBoundingClientRect()))
      .map((element) => `<${element.tagName.toLowerCase()}> «${(element.textContent ?? '').trim().slice(0, 40)}»`);
  });
  expect(overlaps, 'what the floating WhatsApp button lies over at the end of the page').toEqual([]);
}
