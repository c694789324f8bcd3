"use client";

import type { AltchaWidgetElement } from "altcha";
import type {} from "altcha/types/react"; // JSX typing of <altcha-widget>
import { useEffect, useId, useImperativeHandle, useRef, type CSSProperties, type Ref } from "react";

/** Where the widget fetches its challenge (app/api/v1/altcha/challenge/route.ts). */
const CHALLENGE_URL = "/api/v1/altcha/challenge";

/**
 * Widget options that have no attribute. humanInteractionSignature only collects pointer data
 * for ALTCHA's hosted service, which we do not use.
 */
const CONFIGURATION = JSON.stringify({ humanInteractionSignature: false });

/** Theme the widget with the client's colours (app/globals.css). */
const THEME = {
  "--altcha-color-primary": "var(--primary)",
  "--altcha-border-color": "var(--line)",
  "--altcha-max-width": "100%",
} as CSSProperties;

/** The widget's code of each portal language (its French and Spanish files are named by country). */
const WIDGET_ALTCHA_CODE: Record<string, string> = { de: "de", fr: "fr-fr", es: "es-es" };

export type HumanCheckHandle = { reset(): void };

type Props = {
  /** The payload once verified; null when it expires, fails or is reset. */
  onChange: (payload: string | null) => void;
  /** Change it (e.g. a counter bumped after each submit) to start again with a fresh widget. */
  resetKey?: string | number;
  /** Name of the hidden form field the widget also fills with the payload. */
  name?: string;
  /** Alternative to resetKey: `ref.current.reset()`. */
  ref?: Ref<HumanCheckHandle>;
  /** The group's heading, in the page's language. */
  label?: string;
  /** The page's language (BCP 47); the widget's own words follow it. */
  language?: string;
};

/**
 * The widget's own words in the portal's other languages, loaded only on a page in that
 * language (each is a few KB the English pages never fetch).
 */
const WIDGET_LANGUAGES: Record<string, () => Promise<unknown>> = {
  de: () => import("altcha/i18n/de"),
  fr: () => import("altcha/i18n/fr-fr"),
  es: () => import("altcha/i18n/es-es"),
};

/**
 * Human verification (SPEC §2.3 and 5): ALTCHA's self-hosted proof of work, solved in the
 * browser's workers; the server checks the payload once (lib/auth/human-check.ts).
 */
export function HumanCheck({ resetKey, ...props }: Props) {
  return <AltchaWidget key={resetKey} {...props} />;
}

function AltchaWidget({
  onChange,
  name = "recaptchaResponse",
  ref,
  label = "Human verification",
  language,
}: Omit<Props, "resetKey">) {
  const widgetLanguage = language ? WIDGET_ALTCHA_CODE[language] : undefined;
  const labelId = useId();
  const widget = useRef<HTMLElement>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  useImperativeHandle(ref, () => ({
    reset() {
      (widget.current as AltchaWidgetElement | null)?.reset?.();
      latestOnChange.current(null);
    },
  }));

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    // Every transition (verifying, verified, expired, error, reset) comes as a statechange;
    // only "verified" carries a usable payload.
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      latestOnChange.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", onStateChange);
    // A (re)mounted widget starts unverified.
    latestOnChange.current(null);
    // Loaded in the browser only (it touches window); defining the element upgrades this one.
    void (async () => {
      if (language && WIDGET_LANGUAGES[language]) await WIDGET_LANGUAGES[language]();
      await import("altcha");
    })();
    return () => element.removeEventListener("statechange", onStateChange);
    // The language is the page's, fixed for the widget's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div role="group" aria-labelledby={labelId} className="min-h-16">
      <p id={labelId} className="mb-1 text-sm font-medium">
        {label}
      </p>
      <altcha-widget
        ref={widget}
        challenge={CHALLENGE_URL}
        name={name}
        language={widgetLanguage}
        auto="off"
        type="checkbox"
        configuration={CONFIGURATION}
        style={THEME}
        suppressHydrationWarning
      />
    </div>
  );
}
