// Running points of one Xmas Sweater sheet, read from the view alone, the way the engine scores it
// (docs/rules/xmas-sweater.md, "Scoring"): a complete row scores its rightmost heart, an incomplete row one
// point per filled cell; a complete icon set the sum of its three cells; five 10s the Gingerbread Man; each
// marked gift box its cost. The table's scoreboard stays the word that counts; this is what the sheet shows.

export type Cells = (number | null)[][];

export interface LayoutRow {
  row: number;
  colour: string;
  cells: string[];
}

export interface RowScore {
  /** Filled cells of the row, 0s included. */
  filled: number;
  complete: boolean;
  points: number;
}

export interface IconScore {
  icon: string;
  /** The cells (1-based row and column) that show the icon. */
  cells: { row: number; col: number }[];
  filled: number;
  complete: boolean;
  points: number;
}

export interface SheetScore {
  rows: RowScore[];
  icons: IconScore[];
  tens: number;
  gingerbread: number;
  giftBoxes: number;
  total: number;
}

export const GINGERBREAD_VALUE = 10;
export const GINGERBREAD_COUNT = 5;
const GINGERBREAD_BONUS = 10;
const GIFT_BOX_CAP = 30;

/** The icons of the layout in the order they are first printed (tree, hat, star, snowflake, ...). */
export function iconsOf(layout: LayoutRow[]): string[] {
  const seen: string[] = [];
  for (const row of layout) for (const kind of row.cells) if (kind !== "heart" && !seen.includes(kind)) seen.push(kind);
  return seen;
}

export function scoreSheet(cells: Cells, layout: LayoutRow[], boxesMarked: number, boxValues: number[]): SheetScore {
  const at = (row: number, col: number) => cells[row - 1]?.[col - 1] ?? null;
  const rows = cells.map((line): RowScore => {
    const filled = line.filter((value) => value !== null).length;
    const complete = line.length > 0 && filled === line.length;
    return { filled, complete, points: complete ? (line[line.length - 1] ?? 0) : filled };
  });
  const icons = iconsOf(layout).map((icon): IconScore => {
    const where = layout.flatMap((row) => row.cells.flatMap((kind, c) => (kind === icon ? [{ row: row.row, col: c + 1 }] : [])));
    const values = where.map(({ row, col }) => at(row, col));
    const filled = values.filter((value) => value !== null).length;
    const complete = filled === where.length && where.length > 0;
    return { icon, cells: where, filled, complete, points: complete ? values.reduce<number>((sum, value) => sum + (value ?? 0), 0) : 0 };
  });
  const tens = cells.flat().filter((value) => value === GINGERBREAD_VALUE).length;
  const gingerbread = tens >= GINGERBREAD_COUNT ? GINGERBREAD_BONUS : 0;
  const giftBoxes = Math.max(-GIFT_BOX_CAP, boxValues.slice(0, boxesMarked).reduce((sum, value) => sum + value, 0));
  const total = rows.reduce((sum, row) => sum + row.points, 0) + icons.reduce((sum, icon) => sum + icon.points, 0) + gingerbread + giftBoxes;
  return { rows, icons, tens, gingerbread, giftBoxes, total };
}
