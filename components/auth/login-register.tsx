"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import { type LoginText, LoginForm } from "./login-form";
import { type RegisterText, RegisterForm } from "./register-form";

type Tab = "login" | "register";
const TABS: Array<{ id: Tab; label: "loginTab" | "registerTab"; path: string }> = [
  { id: "login", label: "loginTab", path: "/login" },
  { id: "register", label: "registerTab", path: "/register" },
];

/** The screen's texts in the page's language (the `login` catalogue namespace, translated on the server). */
export type LoginRegisterText = { tabsLabel: string; loginTab: string; registerTab: string } & LoginText & RegisterText;

const tabOf = (pathname: string): Tab => (pathname.startsWith("/register") ? "register" : "login");

/**
 * /login and /register: one screen, two tabs (SPEC §2.3). Switching tab replaces the route, so
 * Back leaves the screen instead of flipping tabs. Lives in the shared layout, so switching
 * keeps what was typed in the other tab.
 */
export function LoginRegister({ text, language }: { text: LoginRegisterText; language: string }) {
  const pathname = usePathname();
  const params = useSearchParams();
  const router = useRouter();
  // Shown at once on click; the route follows (router.replace) and confirms it.
  const [tab, setTab] = useState<Tab>(tabOf(pathname));
  const [routeTab, setRouteTab] = useState<Tab>(tabOf(pathname));
  if (routeTab !== tabOf(pathname)) {
    setRouteTab(tabOf(pathname));
    setTab(tabOf(pathname));
  }
  // The registration form is made when its tab is first shown and kept from then on: its human
  // check loads ALTCHA's widget (about 34 KB gzip), which signing in never needs.
  const [registerShown, setRegisterShown] = useState(tab === "register");
  if (tab === "register" && !registerShown) setRegisterShown(true);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ login: null, register: null });

  function select(next: Tab, focus = false) {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
    const query = new URLSearchParams(params);
    query.delete("notice");
    const search = query.toString();
    router.replace(`${TABS.find((t) => t.id === next)!.path}${search ? `?${search}` : ""}`, { scroll: false });
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const index = TABS.findIndex((t) => t.id === tab);
    const move = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TABS.length - 1 - index }[event.key];
    if (move === undefined) return;
    event.preventDefault();
    select(TABS[(index + move + TABS.length) % TABS.length]!.id, true);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={text.tabsLabel}
        className="mb-6 grid grid-cols-2 rounded-lg bg-canvas p-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => {
          const selected = t.id === tab;
          return (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={selected}
              aria-controls={`panel-${t.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(t.id)}
              className={`min-h-11 rounded-md text-sm font-semibold transition-colors ${
                selected ? "bg-surface text-primary shadow-sm" : "text-muted hover:text-ink"
              }`}
            >
              {text[t.label]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="panel-login" aria-labelledby="tab-login" hidden={tab !== "login"}>
        <LoginForm nextUrl={params.get("nextUrl")} text={text} />
      </div>
      <div role="tabpanel" id="panel-register" aria-labelledby="tab-register" hidden={tab !== "register"}>
        {registerShown ? <RegisterForm text={text} language={language} /> : null}
      </div>
    </div>
  );
}
