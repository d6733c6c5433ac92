// Ugly Christmas Sweaters: the inline drawings (icons, patch, sweater body, yarn). Decorative only: every
// drawing is aria-hidden, and what it shows is always written beside it in text.

const ICONS: Record<string, string> = {
  snowmen:
    '<circle cx="12" cy="16.4" r="5.4" fill="#fff" stroke="currentColor" stroke-width="1.5"/>' +
    '<circle cx="12" cy="8.2" r="3.5" fill="#fff" stroke="currentColor" stroke-width="1.5"/>' +
    '<path d="M8.2 4.9h7.6" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>' +
    '<rect x="9.6" y="1.2" width="4.8" height="3.6" rx="0.6" fill="currentColor"/>' +
    '<path d="M12 8.6l2.4 0.7-2.4 0.5z" fill="#e46a12"/>' +
    '<circle cx="12" cy="14.6" r="0.85" fill="currentColor"/><circle cx="12" cy="17.6" r="0.85" fill="currentColor"/>',
  "candy-canes":
    '<path d="M9 22V8.6a3.9 3.9 0 0 1 7.8 0V10.4" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>' +
    '<path d="M9 22V8.6a3.9 3.9 0 0 1 7.8 0V10.4" fill="none" stroke="#fff" stroke-width="2.8" stroke-linecap="round"/>' +
    '<path d="M9 22V8.6a3.9 3.9 0 0 1 7.8 0V10.4" fill="none" stroke="#c62828" stroke-width="2.8" stroke-dasharray="1.9 1.9"/>',
  bells:
    '<path d="M12 3.4c-3.5 0-5.5 2.7-5.5 6.3v4.2l-2.3 3.8h15.6l-2.3-3.8V9.7c0-3.6-2-6.3-5.5-6.3z" fill="#f2c40c" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round"/>' +
    '<circle cx="12" cy="19.7" r="2" fill="currentColor"/><path d="M12 1.3v2.1" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>' +
    '<path d="M8.6 9.4c0-2 1-3.3 2.4-3.7" fill="none" stroke="#fff" stroke-width="1.2" stroke-linecap="round"/>',
  trees:
    '<path d="M12 1.8L6 9.4h2.9L4.6 15h3.6L3.6 20.2h16.8L15.8 15h3.6l-4.3-5.6H18z" fill="#2e7d32" stroke="currentColor" stroke-width="1.3" stroke-linejoin="round"/>' +
    '<rect x="10.5" y="20.2" width="3" height="2.8" fill="#7b4a1e" stroke="currentColor" stroke-width="0.8"/>' +
    '<circle cx="10" cy="12" r="0.9" fill="#f2c40c"/><circle cx="14.2" cy="16.8" r="0.9" fill="#e53935"/><circle cx="13.1" cy="7.9" r="0.8" fill="#e53935"/>',
};

const PATCH =
  '<rect x="3.2" y="3.2" width="17.6" height="17.6" rx="2.4" fill="#fff" stroke="currentColor" stroke-width="1.5"/>' +
  '<rect x="5.6" y="5.6" width="12.8" height="12.8" rx="1.2" fill="none" stroke="currentColor" stroke-width="1.3" stroke-dasharray="2.2 1.6"/>' +
  '<path d="M9 9l6 6M15 9l-6 6" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/>';

const YARN =
  '<circle cx="12" cy="12" r="8.4" fill="currentColor" stroke="#1d232b" stroke-width="1.3"/>' +
  '<path d="M5.5 8.5c4 1 9 5 11.5 10M4.6 13c3.4 0 7.6 2.8 9.2 6.8M9 4.2c3.8 2 7.6 6.4 9.8 11M13.8 3.8c2.3 1.8 4.6 4.6 5.8 7.6" fill="none" stroke="#fff" stroke-opacity="0.75" stroke-width="1.1"/>' +
  '<path d="M19.4 15.5c1.6 2.4 2.8 3.4 3.6 3.2" fill="none" stroke="#1d232b" stroke-width="1.2" stroke-linecap="round"/>';

// A sweater seen from the front: body, sleeves, a ribbed collar, cuffs and hem, and two rows of zigzag
// knitting. Drawn to stretch over whatever its slots need (preserveAspectRatio none, strokes not scaled).
const SWEATER =
  '<path d="M46 3C55 13 75 13 84 3L112 12 128 70 113 74 110 42V117H20V42L17 74 2 70 18 12z" fill="var(--ucs-knit)" stroke="var(--ucs-knit-line)" stroke-width="2" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>' +
  '<path d="M46 3C55 13 75 13 84 3" fill="none" stroke="var(--ucs-knit-line)" stroke-width="5" stroke-linecap="round" vector-effect="non-scaling-stroke"/>' +
  '<path d="M20 114H110M3 66L17 70M127 66L113 70" stroke="var(--ucs-knit-line)" stroke-width="5" stroke-dasharray="2 2.5" vector-effect="non-scaling-stroke"/>' +
  '<path d="M24 22l5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4M24 104l5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4 5-4 5 4" fill="none" stroke="var(--ucs-knit-line)" stroke-width="1.5" stroke-opacity="0.75" vector-effect="non-scaling-stroke"/>';

function art(viewBox: string, body: string, className: string, stretch = false): HTMLElement {
  const holder = document.createElement("span");
  holder.className = className;
  holder.setAttribute("aria-hidden", "true");
  // Constant markup from this module only: never a value from the server.
  holder.innerHTML = `<svg viewBox="${viewBox}"${stretch ? ' preserveAspectRatio="none"' : ""} focusable="false" aria-hidden="true">${body}</svg>`;
  return holder;
}

/** An icon's drawing ("snowmen", "candy-canes", "bells", "trees"); nothing for an unknown key. */
export function iconArt(key: string | null | undefined, className = "ucs-icon"): HTMLElement | null {
  const body = key ? ICONS[key] : undefined;
  return body ? art("0 0 24 24", body, className) : null;
}

export function patchArt(className = "ucs-icon"): HTMLElement {
  return art("0 0 24 24", PATCH, className);
}

export function yarnArt(className = "ucs-icon"): HTMLElement {
  return art("0 0 24 24", YARN, className);
}

export function sweaterArt(): HTMLElement {
  return art("0 0 130 120", SWEATER, "ucs-sweater-art", true);
}
