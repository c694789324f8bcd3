"use client";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Editor } from "@tiptap/react";
import { formatText } from "@/lib/i18n/format-text";
import { FieldError, describedBy } from "./field-error";
import { useWhenWanted } from "./use-when-wanted";

/**
 * What the editor says. `toolbar` names the toolbar ({label}: the field's label), `heading` the
 * heading buttons' tooltips ({level}); `list` is the visible word of both list buttons.
 */
export const RICH_TEXT_EDITOR_TEXT = {
  toolbar: "{label} formatting",
  loading: "Loading editor…",
  heading: "Heading {level}",
  bold: "Bold",
  italic: "Italic",
  underline: "Underline",
  strikethrough: "Strikethrough",
  bulletedList: "Bulleted list",
  numberedList: "Numbered list",
  list: "List",
  quote: "Quote",
  link: "Link",
  linkPrompt: "Link address (leave empty to remove the link)",
};

export type RichTextEditorText = typeof RICH_TEXT_EDITOR_TEXT;

// TipTap (about 125 KB gzip) loads when the field is first wanted, not with the page
// (first-load JS): on a pointer over or a tap of the field, or focus anywhere in its form, the
// field's own text included. Until then the field shows the same frame, its toolbar disabled
// (as while TipTap starts), and its text as it will be edited.
const loadEditor = () => import("./rich-text-editor-body").then((m) => m.RichTextEditorBody);

/**
 * A rich-text field (SPEC §2.5 ClientSettings, SPEC §9: headings 1 to 3 plus standard
 * formatting): TipTap's StarterKit without code, code blocks and rules, matching the server's
 * sanitiser allow-list (lib/rich-text.ts). The HTML travels in a hidden input named `name`,
 * the value as loaded until the editor changes it; the server sanitises it on save.
 */
export function RichTextEditor({
  name,
  label,
  defaultValue,
  errors,
  disabled,
  text = RICH_TEXT_EDITOR_TEXT,
}: {
  name: string;
  label: string;
  defaultValue: string | null;
  errors?: string[];
  disabled?: boolean;
  /** What the editor says, in the page's language; British English by default. */
  text?: RichTextEditorText;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const [html, setHtml] = useState(defaultValue ?? "");
  const [Body, want] = useWhenWanted(loadEditor);
  // The text had the focus before the editor arrived: the editor takes it when it does.
  const [focusOnArrival, setFocusOnArrival] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = root.current?.closest("form");
    if (disabled || !form) return;
    form.addEventListener("focusin", want);
    return () => form.removeEventListener("focusin", want);
  }, [disabled, want]);

  const toolbarLabel = formatText(text.toolbar, { label });
  const contentProps = {
    "aria-labelledby": labelId,
    ...(errorId ? { "aria-describedby": errorId, "aria-invalid": true } : {}),
  };
  return (
    <div ref={root}>
      <span id={labelId} className="mb-1 block text-sm font-medium">
        {label}
      </span>
      <div
        onPointerEnter={disabled ? undefined : want}
        onTouchStart={disabled ? undefined : want}
        className={[
          "overflow-hidden rounded-md border bg-surface shadow-xs focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/30",
          errorId ? "border-error" : "border-line",
          disabled ? "opacity-70" : "",
        ].join(" ")}
      >
        {Body && !disabled ? (
          <Body
            defaultValue={defaultValue ?? ""}
            contentProps={contentProps}
            contentClass={CONTENT_CLASS}
            toolbarLabel={toolbarLabel}
            text={text}
            autofocus={focusOnArrival}
            onChange={setHtml}
          />
        ) : (
          <>
            {disabled ? null : <RichTextToolbar label={toolbarLabel} text={text} editor={null} active={null} />}
            <div className="relative">
              {/* The stored text (sanitised on save) as the editor will show it, in a textbox
                  that loads the editor when focused and hands it the focus when it arrives;
                  read-only when the field is disabled, as the editor is then. */}
              <div
                role="textbox"
                aria-multiline
                {...contentProps}
                {...(disabled
                  ? { "aria-readonly": true }
                  : { tabIndex: 0, onFocus: () => setFocusOnArrival(true), onBlur: () => setFocusOnArrival(false) })}
                className={CONTENT_CLASS}
                dangerouslySetInnerHTML={{ __html: defaultValue ?? "" }}
              />
              {focusOnArrival ? (
                <span aria-hidden className="pointer-events-none absolute right-3 bottom-2 text-sm text-muted">
                  {text.loading}
                </span>
              ) : null}
            </div>
          </>
        )}
      </div>
      <input type="hidden" name={name} value={html} aria-describedby={describedBy(errorId)} />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

const PROSE = [
  "[&_p]:my-2 [&_h1]:my-3 [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:my-3 [&_h2]:text-xl [&_h2]:font-semibold",
  "[&_h3]:my-2 [&_h3]:text-lg [&_h3]:font-semibold [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-muted",
].join(" ");

/** The text area's look, the same before and after the editor loads (no shift when it does). */
const CONTENT_CLASS = "min-h-48 px-3 py-3 text-base focus:outline-none " + PROSE;

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
          onClick={() => editor && c.run(editor)}
          className={`min-h-9 min-w-9 rounded px-2 text-sm text-ink hover:bg-surface aria-pressed:bg-primary aria-pressed:text-on-primary disabled:opacity-50 ${c.marker ?? ""}`}
        >
          {c.text}
        </button>
      ))}
    </div>
  );
}
