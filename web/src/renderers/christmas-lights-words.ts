// Christmas Lights in words: the types of its view and moves, card kinds as the box names them, and the SALE
// question language as the seller asks it (the same wording as the server's labels, domain/.../labels.py).
import type { LabelledMove, Move, View } from "../types";

export type CL = "christmas-lights";
export type ClView = View<CL>;
export type ClMove = Move<CL>;
export type ClLabelled = LabelledMove<CL>;
export type SeatView = ClView["seats"][number];
export type HandCard = SeatView["hand"][number];
export type Kind = HandCard["face"] & string;
export type Mark = HandCard["mark"];
export type Direction = NonNullable<SeatView["direction"]>;
export type OfferMove = Extract<ClMove, { type: "offer" }>;
export type Question = NonNullable<OfferMove["question"]>;
export type KindName = Extract<Question, { type: "card-is" }>["is"] & string;
export type MoveOf<T extends ClMove["type"]> = Extract<ClMove, { type: T }>;

export const COLOURS: Kind[] = ["red", "green", "yellow", "blue", "purple", "pink"];
export const SPECIALS: Kind[] = ["bubble", "broken", "plug"];
export const KIND_NAMES: KindName[] = [...COLOURS, ...SPECIALS, "plain", "special"];
export const MARKS: Mark[] = ["upright", "sideways", "upside-down"];

/** The short name printed under a bulb: "Red", "Bubble", "Broken", "Plug". */
export function shortName(kind: string | null | undefined): string {
  if (!kind) return "Unknown";
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** A card kind as the box names it: "red bulb", "Bubble", "Broken Bulb", "Plug" (labels.py `bulb_name`). */
export function bulbName(kind: string | null | undefined): string {
  if (!kind) return "unseen card";
  return ({ bubble: "Bubble", broken: "Broken Bulb", plug: "Plug" } as Record<string, string>)[kind] ?? `${kind} bulb`;
}

/** With its article: "a red bulb", "an unseen card". */
export function bulb(kind: string | null | undefined): string {
  return (kind ? "a " : "an ") + bulbName(kind);
}

/** What a question's kind means in a sentence. */
export function kindWords(spec: KindName | { one_of: KindName[] }): string {
  const names = typeof spec === "string" ? [spec] : spec.one_of;
  const words: Record<string, string> = { bubble: "Bubble", broken: "Broken", plug: "Plug" };
  return names.map((name) => words[name] ?? name).join(" or ");
}

/** The kind's name in a picker: "red", "plain (any colour)", "special (Bubble, Broken or Plug)". */
export function kindOption(kind: KindName): string {
  if (kind === "plain") return "plain (any colour)";
  if (kind === "special") return "special (Bubble, Broken or Plug)";
  return kindWords(kind);
}

function claim(question: Question): string {
  switch (question.type) {
    case "card-is":
      return `my card ${question.card + 1} is a ${kindWords(question.is)} card`;
    case "same":
      return `my cards ${question.cards[0] + 1} and ${question.cards[1] + 1} are the same kind`;
    case "count": {
      const n = question.n ?? 1;
      return `I hold ${(question.compare ?? "at-least").replace("-", " ")} ${n} ${kindWords(question.kind)} ${n === 1 ? "card" : "cards"}`;
    }
    case "has-pair":
      return "I hold two cards of the same kind";
    case "fits-next":
      return `my card ${question.card + 1} is the one my string needs next`;
    case "not":
      return `it is not true that ${part(question.question)}`;
    case "all":
      return question.questions.map(part).join(" and ");
    case "any":
      return question.questions.map(part).join(" or ");
  }
  return "an unknown question";
}

function part(question: Question): string {
  const nested = (question.type === "all" || question.type === "any") && question.questions.length > 1;
  return nested ? `(${claim(question)})` : claim(question);
}

/** The question in quotes as the seller puts it (labels.py `ask`). */
export function ask(question: Question): string {
  let line: string;
  switch (question.type) {
    case "card-is":
      line = `Is my card ${question.card + 1} a ${kindWords(question.is)} card?`;
      break;
    case "same":
      line = `Are my cards ${question.cards[0] + 1} and ${question.cards[1] + 1} the same kind?`;
      break;
    case "count":
    case "has-pair":
      line = `Do ${claim(question)}?`;
      break;
    case "fits-next":
      line = `Is my card ${question.card + 1} the one my string needs next?`;
      break;
    case "not":
      line = `Is it false that ${claim(question.question)}?`;
      break;
    default:
      line = `Is it true that ${claim(question)}?`;
  }
  return `"${line}"`;
}

/** An offer's label, as the server words it, for a question the player built. */
export function offerLabel(view: ClView, saleCard: number, seatName: string, question: Question): string {
  const kind = view.sale[saleCard]?.kind;
  return `Offer sale card ${saleCard + 1}${kind ? ` (${bulb(kind)})` : ""} to ${seatName} for an answer to ${ask(question)}`;
}

/** The slots of a string in the order it fills them. */
export function fillOrder(direction: Direction | null | undefined): number[] {
  return direction === "right-to-left" ? [4, 3, 2, 1, 0] : [0, 1, 2, 3, 4];
}

/** The next empty slot in fill order, or null. */
export function nextSlot(string: (Kind | null)[], direction: Direction | null | undefined): number | null {
  return fillOrder(direction).find((slot) => string[slot] === null || string[slot] === undefined) ?? null;
}

/** What the seat's string needs next when the table can know it (question.py `public_next_needed`). */
export function publicNextNeeded(seat: SeatView, patternBulbs: (key: string) => string[] | null): string | null {
  if (!seat.shown_pattern) return null;
  if (seat.plug_due) return "plug";
  if (!seat.direction || seat.string.every((slot) => slot === null)) return null;
  const slot = nextSlot(seat.string, seat.direction);
  return slot === null ? null : patternBulbs(seat.shown_pattern)?.[slot] ?? null;
}

export const FROM_END: Record<Direction, string> = { "left-to-right": "from the left", "right-to-left": "from the right" };
export const STEPS = ["play", "swap", "sale", "refill"] as const;
export const STEP_NAMES: Record<(typeof STEPS)[number], string> = { play: "Play", swap: "Swap", sale: "Sale", refill: "Refill" };
export const MARK_NAMES: Record<Mark, string> = { upright: "upright", sideways: "sideways", "upside-down": "upside down" };
