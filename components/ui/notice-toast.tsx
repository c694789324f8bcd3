"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef, useState } from "react";
import { formatText } from "@/lib/i18n/format-text";
import { type NoticeKey, noticeText } from "@/lib/notices";

/** SPEC §9: notifications time out after 3000 ms. */
export const NOTICE_MS = 3000;
/** A notice with a button stays long enough to reach it (and while pointed at or focused). */
export const NOTICE_WITH_ACTION_MS = 8000;

/** How long a notice sent before navigating waits for the next page before it goes anyway. */
const NOTICE_ARRIVAL_LIMIT_MS = 30_000;

const NOTICE_EVENT = "hp:notice";

/** A button on a notice (e.g. 'Scan next' after an inspection is recorded). */
export type NoticeAction = { label: string; onSelect: () => void };

type Notice = { text: string; action?: NoticeAction; navigating?: boolean };

/**
 * The texts of the notices named by ?notice= in the page's language (the `notices` catalogue
 * namespace), by key; `org-created` fills in {code} and `tag-fitted` {tag}. A key left out is
 * shown in British English (lib/notices.ts).
 */
export type NoticeText = Partial<Record<NoticeKey | "org-created" | "tag-fitted", string>>;

/**
 * Shows a success message for three seconds (SPEC §7/8: the `user-message` of an action). Client
 * code calls this with the `message` a server action returned; the mounted <NoticeToast />
 * displays it. Safe to call just before navigating: the toast lives in the layout.
 */
export function showNotice(text: string | null | undefined, action?: NoticeAction): void {
  if (!text || typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: { text, action } }));
}

/**
 * A notice for the page the caller is about to navigate to (an import's result, then its list):
 * its three seconds count from that page's arrival. On a slow network the next page can take
 * longer to arrive than a notice lasts, and the user would otherwise never see it.
 */
export function showNoticeOnNextPage(text: string | null | undefined): void {
  if (!text || typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<Notice>(NOTICE_EVENT, { detail: { text, navigating: true } }));
}

/**
 * The notification area: notices named by ?notice= (lib/notices.ts; only known keys have text,
 * the parameter is removed after three seconds) and notices sent with showNotice().
 */
export function NoticeToast({ text }: { text?: NoticeText }) {
  return (
    <Suspense fallback={null}>
      <NoticeArea text={text} />
    </Suspense>
  );
}

function NoticeArea({ text }: { text?: NoticeText }) {
  const fromQuery = useQueryNotice(text);
  const [held, setHeld] = useState(false);
  const { notice: fromEvent, dismiss } = useEventNotice(held);
  // The live region exists before its text arrives, so the text is announced reliably.
  const visible = fromEvent?.text ?? fromQuery;
  const action = fromEvent?.action;
  // At the bottom (centred on a phone, bottom-right from sm up), clear of page and dialog titles,
  // which sit at the top and are what the user reads next; above the phone's home indicator.
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[max(1rem,env(safe-area-inset-bottom))] z-[60] flex justify-center px-4 sm:left-auto sm:justify-end"
    >
      {visible ? (
        <div
          data-testid="notice"
          className="pointer-events-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg"
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span>{visible}</span>
          {action ? (
            <button
              type="button"
              onClick={() => {
                setHeld(false);
                dismiss();
                action.onSelect();
              }}
              className="inline-flex min-h-11 items-center rounded-md border border-white/60 px-3 font-semibold text-white hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
            >
              {action.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The latest showNotice() notice, for NOTICE_MS (with a button: longer, and not while `held`). */
function useEventNotice(held: boolean): { notice: Notice | null; dismiss: () => void } {
  const [notice, setNotice] = useState<(Notice & { id: number; from?: string }) | null>(null);
  const pathname = usePathname();
  const here = useRef(pathname);
  useEffect(() => {
    here.current = pathname;
  }, [pathname]);
  useEffect(() => {
    let id = 0;
    const onNotice = (event: Event) => {
      const detail = (event as CustomEvent<Notice>).detail;
      setNotice({ ...detail, id: ++id, from: detail.navigating ? here.current : undefined });
    };
    window.addEventListener(NOTICE_EVENT, onNotice);
    return () => window.removeEventListener(NOTICE_EVENT, onNotice);
  }, []);
  const keep = held && !!notice?.action;
  useEffect(() => {
    if (!notice || keep) return;
    // Still on the page that sent it while the next one loads: its time has not started yet.
    const arriving = notice.from !== undefined && notice.from === pathname;
    const timer = window.setTimeout(
      () => setNotice((n) => (n?.id === notice.id ? null : n)),
      arriving ? NOTICE_ARRIVAL_LIMIT_MS : notice.action ? NOTICE_WITH_ACTION_MS : NOTICE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [notice, keep, pathname]);
  return { notice, dismiss: () => setNotice(null) };
}

function useQueryNotice(translated?: NoticeText): string | null {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const key = params.get("notice");
  const english = noticeText(key, params);
  // Only a notice lib/notices.ts knows (and whose value it accepted) is shown, translated or not.
  const template = english && key ? translated?.[key as keyof NoticeText] : undefined;
  const text = template
    ? formatText(template, { code: params.get("code") ?? "", tag: params.get("tag") ?? "" })
    : english;
  const [hidden, setHidden] = useState<string | null>(null);
  // A new notice (or none) un-hides: derived during render, not in an effect.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setHidden(null);
  }

  useEffect(() => {
    if (!key) return;
    const timer = window.setTimeout(() => {
      setHidden(key);
      const next = new URLSearchParams(window.location.search);
      if (next.get("notice") !== key || window.location.pathname !== pathname) return;
      next.delete("notice");
      next.delete("code");
      const query = next.toString();
      router.replace(`${pathname}${query ? `?${query}` : ""}`, { scroll: false });
    }, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [key, pathname, router]);

  return text && hidden !== key ? text : null;
}
