// Christmas Lights drawn in inline SVG: bulbs of every kind, a stretch of wire with its socket, small icons.
// Every drawing is decoration (aria-hidden); the kind's name is always written beside it. Only presentation
// attributes (fill, stroke) and classes are used: the page's Content-Security-Policy allows no style attribute.
const NS = "http://www.w3.org/2000/svg";

type Attrs = Record<string, string | number>;

export function s(tag: string, attrs: Attrs = {}, ...children: SVGElement[]): SVGElement {
  const element = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, String(value));
  for (const child of children) element.appendChild(child);
  return element;
}

function svg(viewBox: string, className: string, ...children: SVGElement[]): SVGSVGElement {
  const root = s("svg", { viewBox, class: className, "aria-hidden": "true", focusable: "false" }, ...children) as SVGSVGElement;
  return root;
}

/** Fill colours of the bulbs (the name is always printed too). */
const FILLS = {
  red: "#e53935",
  green: "#2fa84f",
  yellow: "#fdd835",
  blue: "#1e88e5",
  purple: "#8e3bc4",
  pink: "#f48fb1",
  bubble: "#bfe9ff",
  broken: "#9aa0a6",
  plug: "#4a4a4a",
} as const;
export const FILL: Record<string, string | undefined> & typeof FILLS = FILLS;

const SOCKET = "#27452f";
const BULB_PATH = "M14 13 C 5 24, 6 40, 20 57 C 34 40, 35 24, 26 13 Z";

function socket(): SVGElement {
  return s(
    "g",
    {},
    s("rect", { x: 13, y: 1, width: 14, height: 13, rx: 2.5, fill: SOCKET }),
    s("path", { d: "M13 5.5 H27 M13 9.5 H27", stroke: "#4f7a5a", "stroke-width": 1.2 }),
  );
}

/**
 * One card's kind as a hanging light (40 × 60 units, socket at the top): a C9 bulb for a colour, a bubble
 * light, a cracked grey Broken Bulb, or the Plug. `ghost` draws an empty outline in the colour a slot needs.
 */
export function bulbArt(kind: string | null, className = "cl-bulb", ghost = false): SVGSVGElement {
  const parts: SVGElement[] = [];
  if (kind === "plug") {
    parts.push(
      s("rect", { x: 14.5, y: 2, width: 3, height: 12, rx: 1, fill: "#c9ced4", stroke: "#5f6670", "stroke-width": 0.8 }),
      s("rect", { x: 22.5, y: 2, width: 3, height: 12, rx: 1, fill: "#c9ced4", stroke: "#5f6670", "stroke-width": 0.8 }),
      s("rect", { x: 9, y: 13, width: 22, height: 26, rx: 5, fill: FILL.plug, stroke: "#1b1b1b", "stroke-width": 1.2 }),
      s("path", { d: "M20 39 C 20 48, 12 50, 14 58", stroke: "#1b1b1b", "stroke-width": 3, fill: "none", "stroke-linecap": "round" }),
      s("rect", { x: 12, y: 17, width: 16, height: 3, rx: 1.5, fill: "#6d6d6d" }),
    );
    return svg("0 0 40 60", className, ...parts);
  }
  parts.push(socket());
  if (kind === null || ghost) {
    parts.push(
      s("path", {
        d: BULB_PATH,
        fill: ghost && kind ? FILL[kind] ?? "none" : "none",
        "fill-opacity": ghost && kind ? 0.22 : 0,
        stroke: ghost && kind ? FILL[kind] ?? "#cfd8e3" : "#cfd8e3",
        "stroke-width": 1.6,
        "stroke-dasharray": "3 2.5",
      }),
    );
    return svg("0 0 40 60", className, ...parts);
  }
  if (kind === "bubble") {
    parts.push(
      s("rect", { x: 14, y: 13, width: 12, height: 44, rx: 6, fill: FILL.bubble, stroke: "#3f8fbf", "stroke-width": 1.4 }),
      s("circle", { cx: 20, cy: 48, r: 2.6, fill: "#ffffff", stroke: "#3f8fbf", "stroke-width": 0.8 }),
      s("circle", { cx: 18, cy: 39, r: 2, fill: "#ffffff", stroke: "#3f8fbf", "stroke-width": 0.8 }),
      s("circle", { cx: 21.5, cy: 31, r: 1.6, fill: "#ffffff", stroke: "#3f8fbf", "stroke-width": 0.8 }),
      s("circle", { cx: 19, cy: 24, r: 1.2, fill: "#ffffff", stroke: "#3f8fbf", "stroke-width": 0.8 }),
      s("circle", { cx: 20.5, cy: 18, r: 0.9, fill: "#ffffff", stroke: "#3f8fbf", "stroke-width": 0.7 }),
    );
    return svg("0 0 40 60", className, ...parts);
  }
  if (kind === "broken") {
    parts.push(
      s("path", { d: "M14 13 C 5 24, 6 40, 20 57 C 34 40, 35 24, 26 13 Z", fill: FILL.broken, stroke: "#4b4f55", "stroke-width": 1.2 }),
      s("path", { d: "M17 18 L23 26 L16 33 L24 41 L19 50", fill: "none", stroke: "#1f2328", "stroke-width": 1.8, "stroke-linejoin": "round" }),
      s("path", { d: "M23 26 L28 27 M16 33 L11 31", fill: "none", stroke: "#1f2328", "stroke-width": 1.2 }),
    );
    return svg("0 0 40 60", className, ...parts);
  }
  const fill = FILL[kind] ?? "#cccccc";
  parts.push(
    s("path", { d: BULB_PATH, fill, stroke: "#00000055", "stroke-width": 1 }),
    s("ellipse", { cx: 16, cy: 27, rx: 2.6, ry: 7, fill: "#ffffff", "fill-opacity": 0.55, transform: "rotate(12 16 27)" }),
  );
  return svg("0 0 40 60", className, ...parts);
}

/** A slot of a string: the wire sagging between its neighbours, the socket, and its bulb hanging below. */
export function slotArt(kind: string | null, ghostKind: string | null): SVGSVGElement {
  const wire = s("path", { d: "M0 7 Q 30 20 60 7", stroke: "#2f6b3d", "stroke-width": 3, fill: "none", "stroke-linecap": "round" });
  const art = bulbArt(kind ?? ghostKind, "cl-slot-bulb", kind === null);
  const hung = s("g", { transform: "translate(14 12) scale(0.8)" }, ...([...art.childNodes] as SVGElement[]));
  return svg("0 0 60 62", "cl-slot-art", wire, hung);
}

/** A small lightning flash (events). */
export function flashIcon(): SVGSVGElement {
  return svg("0 0 20 20", "cl-icon", s("path", { d: "M11 1 L3 11 H9 L7 19 L17 7 H11 Z", fill: "#f9c846", stroke: "#7a5a00", "stroke-width": 1 }));
}

/** An eye (a card its owner has seen). */
export function eyeIcon(): SVGSVGElement {
  return svg(
    "0 0 20 12",
    "cl-icon cl-eye",
    s("path", { d: "M1 6 Q10 -3 19 6 Q10 15 1 6 Z", fill: "#ffffff", stroke: "#1d232b", "stroke-width": 1.4 }),
    s("circle", { cx: 10, cy: 6, r: 2.6, fill: "#1d232b" }),
  );
}

/** A star (Santa's seat, the start of each round). */
export function starIcon(): SVGSVGElement {
  return svg("0 0 20 20", "cl-icon", s("path", { d: "M10 1 L12.6 7.2 L19 7.6 L14 11.8 L15.6 18.4 L10 14.8 L4.4 18.4 L6 11.8 L1 7.6 L7.4 7.2 Z", fill: "#f2c94c", stroke: "#7a5a00", "stroke-width": 1 }));
}

/** A bulb outline for headings. */
export function smallBulb(kind: string): SVGSVGElement {
  return bulbArt(kind, "cl-mini-bulb");
}
