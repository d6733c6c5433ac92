// A few lines of DOM building: h("button", {class: "move", on: {click}}, "Draw a card").

type Child = Node | string | number | null | undefined | false | Child[];

export interface Attrs {
  class?: string | null | (string | false | null | undefined)[];
  on?: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };
  data?: Record<string, string | number | undefined>;
  [attribute: string]: unknown;
}

/** An element with attributes (strings, numbers, booleans; false and null leave them out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Attrs | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "class") {
      const names = Array.isArray(value) ? value.filter(Boolean).join(" ") : String(value);
      if (names) element.className = names;
    } else if (name === "on") {
      for (const [event, handler] of Object.entries(value as Record<string, EventListener>)) element.addEventListener(event, handler);
    } else if (name === "data") {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        if (item !== undefined) element.dataset[key] = String(item);
      }
    } else if (name === "value" && "value" in element) {
      (element as HTMLInputElement).value = String(value);
    } else if (name === "checked") {
      (element as HTMLInputElement).checked = Boolean(value);
    } else if (name === "selected") {
      (element as HTMLOptionElement).selected = Boolean(value);
    } else {
      element.setAttribute(name, value === true ? "" : String(value));
    }
  }
  append(element, children);
  return element;
}

function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    else parent.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
}

/** "hand_counts" -> "Hand counts"; "play-card" -> "Play card". */
export function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 1 -> "1st", 12 -> "12th", 23 -> "23rd". */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ["th", "st", "nd", "rd"][rank % 10] ?? "th";
  return `${rank}${suffix}`;
}
