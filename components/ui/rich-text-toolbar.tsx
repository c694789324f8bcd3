"use client";
import { useMemo, useState } from "react";
import type { Editor } from "@tiptap/react";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

// The toolbar and the editor's words, apart from the field (./rich-text-editor.tsx) and TipTap's
// body (./rich-text-editor-body.tsx): both show the toolbar, and the body loads only when wanted.

/**
 * What the editor says, in the page's language (the `richTextEditor` catalogue namespace, handed
 * down by the page: `richTextEditorTexts()` in ./ui-text.ts). `toolbar` names the toolbar
 * ({label}: the field's label), `heading` the heading buttons' tooltips ({level}); `list` is the
 * visible word of both list buttons.
 */
export type RichTextEditorText = Record<keyof typeof enGB.richTextEditor, string>;

/**
 * A toolbar button is named by `label` (aria-label) and shows `text`. WCAG 2.5.3 (Label in Name):
 * the name must contain the visible words, so a speech user can say what they see. Single
 * letters (B, I, U, S) and symbols are icons, not words; 'H1' is a word, so the heading buttons
 * are named by what they show and explained by their tooltip (`hint`); the list markers are
 * drawn by CSS (`marker`), leaving 'List' as the visible word.
 */
type Command = {
  key: string;
  label?: string;
  hint: string;
  text: React.ReactNode;
  marker?: string;
  isActive: (e: Editor) => boolean;
  run: (e: Editor) => void;
};

export const richTextCommands = (t: RichTextEditorText): Command[] => [
  ...([1, 2, 3] as const).map<Command>((level) => ({
    key: `h${level}`,
    hint: formatText(t.heading, { level }),
    text: `H${level}`,
    isActive: (e) => e.isActive("heading", { level }),
    run: (e) => e.chain().focus().toggleHeading({ level }).run(),
  })),
  {
    key: "bold",
    label: t.bold,
    hint: t.bold,
    text: <strong>B</strong>,
    isActive: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: "italic",
    label: t.italic,
    hint: t.italic,
    text: <em>I</em>,
    isActive: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: "underline",
    label: t.underline,
    hint: t.underline,
    text: <u>U</u>,
    isActive: (e) => e.isActive("underline"),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: "strike",
    label: t.strikethrough,
    hint: t.strikethrough,
    text: <s>S</s>,
    isActive: (e) => e.isActive("strike"),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: "bulletList",
    label: t.bulletedList,
    hint: t.bulletedList,
    text: t.list,
    marker: "before:content-['•_']",
    isActive: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: "orderedList",
    label: t.numberedList,
    hint: t.numberedList,
    text: t.list,
    marker: "before:content-['1._']",
    isActive: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: "blockquote",
    label: t.quote,
    hint: t.quote,
    text: "“ ”",
    isActive: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    key: "link",
    label: t.link,
    hint: t.link,
    text: t.link,
    isActive: (e) => e.isActive("link"),
    run: (e) => {
      const previous = (e.getAttributes("link").href as string | undefined) ?? "";
      const href = window.prompt(t.linkPrompt, previous);
      if (href === null) return;
      if (href.trim() === "") e.chain().focus().extendMarkRange("link").unsetLink().run();
      else e.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
    },
  },
];

/**
 * The formatting buttons: toggle buttons (aria-pressed), arrow keys move between them. Without
 * an editor (not loaded yet) they are shown disabled. `active`: which are pressed.
 */
export function RichTextToolbar({
  editor,
  active,
  label,
  text,
}: {
  editor: Editor | null;
  active: Record<string, boolean> | null;
  label: string;
  text: RichTextEditorText;
}) {
  const COMMANDS = useMemo(() => richTextCommands(text), [text]);
  const [focusIndex, setFocusIndex] = useState(0);
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in keys) next = (focusIndex + (keys[event.key] ?? 0) + COMMANDS.length) % COMMANDS.length;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = COMMANDS.length - 1;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-1 border-b border-line bg-canvas p-1.5"
    >
      {COMMANDS.map((c, i) => (
        <button
          key={c.key}
          type="button"
          aria-label={c.label}
          title={c.hint}
          aria-pressed={active?.[c.key] ?? false}
          tabIndex={i === focusIndex ? 0 : -1}
          disabled={!editor}
          onFocus={() => setFocusIndex(i)}
          // A click leaves the focus in the text: the editor gives it back only a frame later,
          // and what is typed in that moment (right after clicking Bold, on a busy phone) is lost.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor && c.run(editor)}
          className={`min-h-9 min-w-9 rounded px-2 text-sm text-ink hover:bg-surface aria-pressed:bg-primary aria-pressed:text-on-primary disabled:opacity-50 ${c.marker ?? ""}`}
        >
          {c.text}
        </button>
      ))}
    </div>
  );
}
