/**
 * Left-to-right drawing order for a line that mixes right-to-left words (Hebrew, Arabic) with
 * others: a small part of the Unicode bidirectional algorithm, enough for a hose's name on a
 * label. The line's direction is that of its first letter; a number goes with the letters
 * before it and always reads left to right; spaces and punctuation between two of one
 * direction take it, otherwise the line's. Each run is drawn as given: the font engine (fontkit) reverses
 * and joins a run in a right-to-left script itself, and leaves the others alone.
 */
export type VisualRun = { text: string; rtl: boolean };

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const LETTER = /\p{L}/u;
/** A number, with its separators: '1.5', '12/24', '3,000'. */
const TOKEN = /\p{Nd}+(?:[.,:/-]\p{Nd}+)*|[\s\S]/gu;

type Dir = "L" | "R";
type Token = { text: string; dir: Dir | null; number: boolean };
type Run = { text: string; dir: Dir; number: boolean };

export function visualRuns(text: string): VisualRun[] {
  if (!RTL.test(text)) return [{ text, rtl: false }];
  const tokens: Token[] = [...text.matchAll(TOKEN)].map(([t]) => ({
    text: t,
    dir: RTL.test(t) ? "R" : LETTER.test(t) ? "L" : null,
    number: /^\p{Nd}/u.test(t),
  }));
  // Combining marks belong to the letter before them.
  for (let i = 1; i < tokens.length; i++)
    if (/^\p{M}/u.test(tokens[i]!.text) && tokens[i - 1]!.dir) tokens[i]!.dir = tokens[i - 1]!.dir;
  const base: Dir = tokens.find((t) => t.dir)?.dir ?? "L";
  // A number goes with the letters before it ('Pump 3'), or the line's direction at its start.
  let strong: Dir = base;
  for (const t of tokens) {
    if (t.dir) strong = t.dir;
    else if (t.number) t.dir = strong;
  }

  // Spaces and punctuation between two of one direction take it; otherwise the line's.
  const resolved: Run[] = [];
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    if (t.dir) {
      resolved.push({ text: t.text, dir: t.dir, number: t.number && t.dir === "R" });
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && !tokens[j]!.dir) j++;
    const before = i > 0 ? tokens[i - 1]!.dir! : base;
    const after = j < tokens.length ? tokens[j]!.dir! : base;
    const dir = before === after ? before : base;
    for (let k = i; k < j; k++) resolved.push({ text: tokens[k]!.text, dir, number: false });
    i = j;
  }

  // Runs of one direction; a number inside right-to-left text is a run of its own.
  const runs: Run[] = [];
  for (const t of resolved) {
    const last = runs.at(-1);
    if (last && last.dir === t.dir && !last.number && !t.number) last.text += t.text;
    else runs.push({ ...t });
  }

  // Reverse the order of each stretch of right-to-left runs (in a right-to-left line: reverse
  // the whole line, then put each left-to-right stretch back in its own order).
  const flip = (list: Run[], dir: Dir) => {
    const out: Run[] = [];
    for (let i = 0; i < list.length;) {
      let j = i;
      while (j < list.length && list[j]!.dir === dir) j++;
      if (j > i) {
        out.push(...list.slice(i, j).reverse());
        i = j;
      } else out.push(list[i++]!);
    }
    return out;
  };
  const ordered = base === "L" ? flip(runs, "R") : flip([...runs].reverse(), "L");
  return ordered.map((r) => ({ text: r.text, rtl: r.dir === "R" && !r.number }));
}
