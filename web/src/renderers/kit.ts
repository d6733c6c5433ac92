// Pieces as every renderer may draw them: a catalog entry described in words, a colour swatch that always
// comes with its colour's name, and focus kept across a redraw so keyboard play is not thrown back to the top.
import { h } from "../dom";
import type { RefPattern } from "../contract";

/** Colours the games print; a swatch shows one, and the name is always written beside it. */
export const COLOURS = new Set(["red", "green", "blue", "yellow", "pink", "purple", "white", "black", "orange", "gold", "silver"]);

export type Entry = Record<string, unknown>;

/** The catalog entry a reference names: `catalog[ref.catalog]` entry whose `ref.field` is `value`. */
export function entryOf(catalog: unknown, ref: Pick<RefPattern, "catalog" | "field">, value: unknown): Entry | undefined {
  const list = (catalog as Record<string, unknown> | null)?.[ref.catalog];
  if (!Array.isArray(list)) return undefined;
  const byIndex = typeof value === "number" ? (list[value] as Entry | undefined) : undefined;
  if (byIndex && byIndex[ref.field] === value) return byIndex;
  return (list as Entry[]).find((entry) => entry && entry[ref.field] === value);
}

/** The colour of an entry, if it has one the swatches know. */
export function colourOf(entry: Entry | undefined): string | null {
  for (const field of ["colour", "color", "kind"]) {
    const value = entry?.[field];
    if (typeof value === "string" && COLOURS.has(value)) return value;
  }
  return null;
}

function singular(list: string): string {
  if (list === "dice") return "die";
  return list.replace(/_/g, " ").replace(/ies$/, "y").replace(/s$/, "");
}

/** An entry in words: its printed name when it has one, else its colour, kind, family and value. */
export function describe(entry: Entry | undefined, list: string, value: unknown): string {
  if (!entry) return `${singular(list)} ${String(value)}`;
  const text = (field: string) => (typeof entry[field] === "string" && entry[field] !== "" ? (entry[field] as string) : null);
  const name = text("name") ?? text("label");
  if (name) return name;
  const parts: string[] = [];
  const colour = text("colour") ?? text("color");
  const kind = text("kind");
  const family = text("family");
  const key = text("key");
  for (const part of [colour, kind, family]) if (part && !parts.includes(part)) parts.push(part);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === colour)) parts.push(singular(list));
  if (key && !parts.includes(key) && !key.startsWith(`${family}-`)) parts.push(key);
  for (const field of ["value", "number", "points"]) if (typeof entry[field] === "number") parts.push(`${field === "points" ? "" : `${field} `}${entry[field]}${field === "points" ? " points" : ""}`);
  const bulbs = entry.bulbs;
  const described = parts.join(" ");
  return Array.isArray(bulbs) && bulbs.length > 0 ? `${described} (${bulbs.join(", ")})` : described;
}

/** A small colour sample, hidden from screen readers: the colour's name is always written next to it. */
export function swatch(colour: string | null): HTMLElement | null {
  return colour ? h("span", { class: ["swatch", `swatch-${colour}`], "aria-hidden": "true" }) : null;
}

/** Redraw `root` and give focus back to the element with the same `data-focus` key, if it is still there. */
export function keepFocus(root: HTMLElement, draw: () => void): void {
  const active = document.activeElement;
  const key = active instanceof HTMLElement && root.contains(active) ? active.dataset.focus : undefined;
  draw();
  if (key) {
    const again = [...root.querySelectorAll<HTMLElement>("[data-focus]")].find((element) => element.dataset.focus === key);
    again?.focus({ preventScroll: true });
  }
}
