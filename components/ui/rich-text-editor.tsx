"use client";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { formatText } from "@/lib/i18n/format-text";
import { FieldError, describedBy } from "./field-error";
import { RichTextToolbar, type RichTextEditorText } from "./rich-text-toolbar";
import { useWhenWanted } from "./use-when-wanted";

export type { RichTextEditorText };

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
  text,
}: {
  name: string;
  label: string;
  defaultValue: string | null;
  errors?: string[];
  disabled?: boolean;
  /** What the editor says, in the page's language (`richTextEditorTexts()`, ./ui-text.ts). */
  text: RichTextEditorText;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const [html, setHtml] = useState(defaultValue ?? "");
  const [Body, want] = useWhenWanted(loadEditor);
  // The text had the focus before the editor arrived: the editor takes it when it does.
  const [focusOnArrival, setFocusOnArrival] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // The hidden input takes the editor's HTML at once, not at React's next render: the state
  // update of an edit is rendered a moment later, and a Save clicked in that moment (right
  // after the last keystroke, or on a busy phone) would send the text without it.
  const input = useRef<HTMLInputElement>(null);
  const change = useCallback((next: string) => {
    if (input.current) input.current.value = next;
    setHtml(next);
  }, []);

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
            onChange={change}
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
      <input ref={input} type="hidden" name={name} value={html} aria-describedby={describedBy(errorId)} />
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
