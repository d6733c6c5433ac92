// Pieces shared by the pages: the problem box and the loading line.
import type { ApiProblem } from "../api";
import { h } from "../dom";

/** An API problem for the person at the screen: its title, and its detail when there is one. */
export function problemBox(problem: ApiProblem): HTMLElement {
  return h(
    "div",
    { class: "problem", data: { code: problem.code } },
    h("strong", null, problem.problem.title),
    problem.problem.detail ? h("span", null, ` ${problem.problem.detail}`) : null,
  );
}

export function loading(what: string): HTMLElement {
  return h("p", { class: "loading" }, `Loading ${what}…`);
}
