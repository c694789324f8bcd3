"use client";
import Link from "next/link";
import { useList } from "./list-context";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

export type RowAction = {
  label: string;
  /** A link (a dialog route or another screen)... */
  href?: string;
  /** ...or a command (unarchive, unlink, impersonate). */
  onSelect?: () => void;
  tone?: "default" | "danger" | "success";
};

const TONE = { default: "text-ink", danger: "text-error", success: "text-success" } as const;

/**
 * A row's action menu (WAI-ARIA menu button): Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; arrows, Home and End move; Escape and Tab close it and focus
 * returns to the button. The menu is drawn in a portal so a scrolling table cannot clip it.
 */
export function RowActions({
  label,
  actions,
  pending = false,
}: {
  label: string;
  actions: RowAction[];
  pending?: boolean;
}) {
  const id = useId();
  // The word in the list's language, when the menu is in a translated list.
  const actionsWord = useList()?.text.actions ?? "Actions";
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState<"first" | "last">("first");
  const [position, setPosition] = useState<{ top: number; right: number; up: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  // Below the button, or above it when there is no room below; right edges aligned.
  const place = useCallback(() => {
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return false;
    const up =
      window.innerHeight - rect.bottom < Math.min(48 * actions.length + 16, 320) && rect.top > window.innerHeight / 2;
    setPosition({ top: up ? rect.top : rect.bottom, right: Math.max(8, window.innerWidth - rect.right), up });
    return true;
  }, [actions.length]);

  const openMenu = (at: "first" | "last") => {
    if (!place()) return;
    setFocusFirst(at);
    setOpen(true);
  };

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useLayoutEffect(() => {
    if (!open) return;
    const list = items();
    (focusFirst === "first" ? list[0] : list.at(-1))?.focus();
  }, [open, focusFirst]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) close(false);
    };
    // The page moved under the menu (scrolling, a list reloading): follow the button.
    const onMove = () => {
      if (!button.current?.isConnected || !place()) close(false);
    };
    document.addEventListener("pointerdown", onPointer);
    window.addEventListener("resize", onMove);
    window.addEventListener("scroll", onMove, true);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("resize", onMove);
      window.removeEventListener("scroll", onMove, true);
    };
  }, [open, close, place]);

  const onMenuKey = (e: React.KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === "ArrowDown") move(at + 1);
    else if (e.key === "ArrowUp") move(at - 1);
    else if (e.key === "Home") move(0);
    else if (e.key === "End") move(list.length - 1);
    else if (e.key === "Escape" || e.key === "Tab") close(true);
    else return;
    e.preventDefault();
  };

  if (actions.length === 0) return null;
  const itemClass =
    "flex min-h-11 w-full items-center rounded px-3 py-2 text-left text-sm font-medium hover:bg-canvas focus:bg-canvas focus:outline-none";

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-busy={pending || undefined}
        onClick={() => (open ? close(false) : openMenu("first"))}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            openMenu(e.key === "ArrowDown" ? "first" : "last");
          }
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border border-line bg-surface px-2.5 text-sm font-semibold hover:bg-canvas"
      >
        {pending ? (
          <span
            aria-hidden
            className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent"
          />
        ) : (
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
            <path d="M3 10a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm5.5 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0ZM15.5 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
          </svg>
        )}
        <span className="sr-only sm:not-sr-only">{actionsWord}</span>
      </button>
      {open && position
        ? createPortal(
            <div
              ref={menu}
              id={`${id}-menu`}
              role="menu"
              aria-label={label}
              onKeyDown={onMenuKey}
              style={{ top: position.top, right: position.right }}
              className={`fixed z-40 w-60 rounded-lg border border-line bg-surface p-1.5 shadow-lg ${position.up ? "-translate-y-full -mt-1" : "mt-1"}`}
            >
              {actions.map((a) =>
                a.href ? (
                  <Link
                    key={a.label}
                    href={a.href}
                    role="menuitem"
                    tabIndex={-1}
                    scroll={false}
                    prefetch={false}
                    onClick={() => close(true)}
                    className={`${itemClass} ${TONE[a.tone ?? "default"]}`}
                  >
                    {a.label}
                  </Link>
                ) : (
                  <button
                    key={a.label}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    onClick={() => {
                      close(true);
                      a.onSelect?.();
                    }}
                    className={`${itemClass} ${TONE[a.tone ?? "default"]}`}
                  >
                    {a.label}
                  </button>
                ),
              )}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
