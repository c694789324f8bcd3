"use client";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useMemo } from "react";
import { RichTextToolbar, richTextCommands, type RichTextEditorText } from "./rich-text-toolbar";

/**
 * The editing part of <RichTextEditor> (components/ui/rich-text-editor.tsx), with TipTap: loaded
 * when the field is first wanted, and only ever rendered in the browser, so the editor is made
 * in the first render (`immediatelyRender`) and replaces the field's placeholder without a frame
 * of its own in between.
 */
export function RichTextEditorBody({
  defaultValue,
  contentProps,
  contentClass,
  toolbarLabel,
  text,
  autofocus,
  onChange,
}: {
  defaultValue: string;
  /** The text area's accessible name and error reference (aria-*). */
  contentProps: Record<string, string | boolean>;
  contentClass: string;
  toolbarLabel: string;
  text: RichTextEditorText;
  /** The placeholder was clicked before the editor arrived: take the focus. */
  autofocus: boolean;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    immediatelyRender: true,
    autofocus: autofocus ? "end" : false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"], defaultProtocol: "https" },
      }),
    ],
    content: defaultValue,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        ...Object.fromEntries(Object.entries(contentProps).map(([k, v]) => [k, String(v)])),
        class: contentClass,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  const commands = useMemo(() => richTextCommands(text), [text]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? Object.fromEntries(commands.map((c) => [c.key, c.isActive(e)])) : {}),
  });
  return (
    <>
      <RichTextToolbar editor={editor} active={active} label={toolbarLabel} text={text} />
      <EditorContent editor={editor} />
    </>
  );
}
