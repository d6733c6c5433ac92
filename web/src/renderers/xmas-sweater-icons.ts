// Xmas Sweater's printed pictures as inline SVG: the heart and the six Xmas icons of the sheet, a gift box
// and the Gingerbread Man. Every picture is decorative (aria-hidden): its name is always written in
// text beside it or in the accessible name of the piece that shows it. The markup is constant, never data.

const PATHS: Record<string, string> = {
  heart: `<path d="M12 20.5s-7.5-4.6-7.5-10.1A4.1 4.1 0 0 1 12 8a4.1 4.1 0 0 1 7.5 2.4c0 5.5-7.5 10.1-7.5 10.1z"/>`,
  tree: `<path d="M12 2.5l4.2 5.6h-2.3l3.9 5.1h-2.6l4.3 5.6H4.5l4.3-5.6H6.2l3.9-5.1H7.8z"/><rect x="10.6" y="18.8" width="2.8" height="3.2" rx=".4"/>`,
  hat: `<path d="M4.5 18.2c.6-6 3.4-11.8 8.7-12.6 3-.4 5 1.4 5.6 4.6l-2.6-.7c-2-.4-3 1.5-3.3 4.4l-.4 4.3z"/><rect x="3" y="17.2" width="14.5" height="3.6" rx="1.8"/><circle cx="19" cy="12" r="2.2"/>`,
  star: `<path d="M12 2.8l2.7 5.9 6.4.7-4.8 4.3 1.4 6.3L12 16.8 6.3 20l1.4-6.3-4.8-4.3 6.4-.7z"/>`,
  snowflake: `<g fill="none" stroke="currentColor" stroke-width="1.9" stroke-linecap="round"><path d="M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5"/><path d="M9.6 4.3L12 6.2l2.4-1.9M9.6 19.7l2.4-1.9 2.4 1.9M4.7 10.2l2.8-.7-.9-2.9M19.3 13.8l-2.8.7.9 2.9M4.7 13.8l2.8.7-.9 2.9M19.3 10.2l-2.8-.7.9-2.9"/></g>`,
  stocking: `<path d="M8 2.5h8v3H8z"/><path d="M8.4 6.7h7.2v6.6l-4.4 6.4a3.6 3.6 0 0 1-5.9-4.1l3.1-4.4z"/>`,
  bell: `<path d="M12 3.2a1.4 1.4 0 0 1 1.4 1.4v.5a5.6 5.6 0 0 1 4.2 5.4v4.2l2 2.4H4.4l2-2.4v-4.2a5.6 5.6 0 0 1 4.2-5.4v-.5A1.4 1.4 0 0 1 12 3.2z"/><circle cx="12" cy="19.4" r="1.9"/>`,
  gift: `<rect x="3.5" y="9" width="17" height="12" rx="1.2"/><rect x="2.5" y="6.5" width="19" height="3.6" rx="1"/><path d="M12 6.5c-1.2-2.6-4.8-4-5.6-2.2-.7 1.6 2.4 2.2 5.6 2.2zM12 6.5c1.2-2.6 4.8-4 5.6-2.2.7 1.6-2.4 2.2-5.6 2.2z"/>`,
  gingerbread: `<circle cx="12" cy="5.2" r="3"/><path d="M8.6 9h6.8l4.2 2.6a1.5 1.5 0 0 1-1.5 2.5l-2.5-1.4v2.6l2.4 4.8a1.6 1.6 0 0 1-2.9 1.4L12 17l-3.1 4.5A1.6 1.6 0 0 1 6 20.1l2.4-4.8v-2.6l-2.5 1.4a1.5 1.5 0 0 1-1.5-2.5z"/>`,
};

/** The pictures this module knows: "heart", the six icons of `icon_sets`, "gift" and "gingerbread". */
export const PICTURES = new Set(Object.keys(PATHS));

/** One picture as a decorative inline SVG element; an unknown name draws nothing. */
export function picture(name: string, className = "xs-pic"): HTMLElement {
  const holder = document.createElement("span");
  holder.className = className;
  holder.setAttribute("aria-hidden", "true");
  const path = PATHS[name];
  if (path) holder.innerHTML = `<svg viewBox="0 0 24 24" focusable="false" fill="currentColor">${path}</svg>`;
  holder.dataset.picture = name;
  return holder;
}
