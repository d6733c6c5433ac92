// A game's options as form fields, built from its options schema in the contract: checkboxes for booleans,
// selects for choices, number fields for ranges, and a JSON field for anything else. Only options changed from
// their default are sent, so the server's defaults stay the defaults.
import type { JsonSchema } from "../api";
import { h, humanise } from "../dom";

const NUMBERS_IN_A_SELECT = 24;

export interface OptionsForm {
  element: HTMLElement;
  /** The options changed from their defaults; throws an Error naming the field when one cannot be read. */
  read(): Record<string, unknown>;
  /** Offers only the seats a table of `count` seats has wherever an option names a seat ("first seat"). */
  seats(count: number): void;
}

export function optionsForm(schema: JsonSchema | null, resolve: (schema: JsonSchema | undefined) => JsonSchema): OptionsForm {
  const fields = Object.entries(schema?.properties ?? {}).map(([name, property]) => field(name, property, resolve));
  const element = h(
    "fieldset",
    { class: "options" },
    h("legend", null, "Options"),
    fields.length === 0 ? h("p", null, "This game has no options.") : fields.map((item) => item.element),
  );
  return {
    element,
    seats: (count: number) => {
      for (const item of fields) item.seats?.(count);
    },
    read: () => Object.fromEntries(fields.flatMap((item) => {
      const value = item.read();
      return value === undefined ? [] : [[item.name, value]];
    })),
  };
}

interface Field {
  name: string;
  element: HTMLElement;
  read(): unknown;
  seats?(count: number): void;
}

function field(name: string, property: JsonSchema, resolve: (schema: JsonSchema | undefined) => JsonSchema): Field {
  const node = resolve(property);
  const fallback = node.default ?? property.default;
  const choices = (node.anyOf ?? node.oneOf ?? [node]).map(resolve).filter((choice) => choice.type !== "null");
  const id = `option-${name}`;
  const hintId = `${id}-hint`;
  const description = property.description ?? node.description;
  const hint = description ? h("p", { class: "hint", id: hintId }, description) : null;
  const described = description ? hintId : null;
  const label = h("label", { for: id }, humanise(name));
  const seatish = /seat/.test(name);
  const same = (value: unknown) => JSON.stringify(value) === JSON.stringify(fallback);

  if (choices.length === 1 && choices[0]?.type === "boolean") {
    const box = h("input", { id, type: "checkbox", checked: fallback === true, "aria-describedby": described });
    return { name, element: h("div", { class: "field field-check" }, box, label, hint), read: () => (same(box.checked) ? undefined : box.checked) };
  }

  // Choices: enums, and integer ranges small enough to list ("random" or a seat number, say).
  const options: { value: unknown; text: string }[] = [];
  let listable = choices.length > 0;
  for (const choice of choices) {
    if (choice.enum) options.push(...choice.enum.map((value) => ({ value, text: String(value) })));
    else if (choice.type === "integer" && choice.minimum !== undefined && choice.maximum !== undefined && choice.maximum - choice.minimum < NUMBERS_IN_A_SELECT && choices.length > 1) {
      for (let n = choice.minimum; n <= choice.maximum; n++) options.push({ value: n, text: seatish ? `seat ${n + 1}` : String(n) });
    } else listable = false;
  }
  if (listable && options.length > 0) {
    const select = h(
      "select",
      { id, "aria-describedby": described },
      options.map((option) => h("option", { value: JSON.stringify(option.value), selected: same(option.value) }, option.text + (same(option.value) ? " (default)" : ""))),
    );
    const seats = (count: number) => {
      // A seat number the table does not have is not offered; a choice that went away falls back to the default.
      for (const option of select.options) {
        const value = JSON.parse(option.value) as unknown;
        option.hidden = option.disabled = seatish && typeof value === "number" && value >= count;
      }
      if (select.selectedOptions[0]?.disabled) select.value = JSON.stringify(fallback);
      if (select.selectedOptions[0]?.disabled || select.selectedIndex < 0) select.selectedIndex = [...select.options].findIndex((option) => !option.disabled);
    };
    return { name, element: h("div", { class: "field" }, label, select, hint), seats, read: () => {
      const value = JSON.parse(select.value) as unknown;
      return same(value) ? undefined : value;
    } };
  }

  const integer = choices.length === 1 && choices[0]?.type === "integer" ? choices[0] : null;
  if (integer) {
    const input = h("input", { id, type: "number", inputmode: "numeric", step: 1, min: integer.minimum, max: integer.maximum, value: fallback as number, "aria-describedby": described });
    return { name, element: h("div", { class: "field" }, label, input, hint), read: () => {
      if (input.value.trim() === "") return undefined;
      const value = Number(input.value);
      if (!Number.isInteger(value)) throw new Error(`${humanise(name)}: a whole number, please.`);
      return same(value) ? undefined : value;
    } };
  }

  const input = h("input", { id, type: "text", spellcheck: "false", placeholder: JSON.stringify(fallback ?? null), "aria-describedby": described });
  return { name, element: h("div", { class: "field" }, label, input, h("p", { class: "hint" }, "As JSON; leave empty for the default."), hint), read: () => {
    if (input.value.trim() === "") return undefined;
    try {
      return JSON.parse(input.value) as unknown;
    } catch {
      throw new Error(`${humanise(name)}: not valid JSON.`);
    }
  } };
}
