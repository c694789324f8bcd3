"use client";
import { FieldError } from "@/components/ui/field-error";
import { formatText } from "@/lib/i18n/format-text";

/**
 * Theme 1-4 as radios, each showing the theme's own colours: the swatches carry data-theme, so
 * the semantic classes resolve to that theme's variables (app/globals.css).
 */
export function ThemePicker({
  themes,
  defaultValue,
  errors,
  text,
}: {
  themes: readonly number[];
  defaultValue?: number;
  errors?: string[];
  /** "Theme" and "Theme {number}" in the page's language. */
  text: { theme: string; themeNumber: string };
}) {
  const errorId = errors?.length ? "theme-error" : undefined;
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium">{text.theme}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {themes.map((t) => (
          <label
            key={t}
            className="flex cursor-pointer flex-col gap-2 rounded-md border border-line bg-surface p-3 text-sm has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary/30 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                name="theme"
                value={t}
                defaultChecked={defaultValue === t}
                className="h-4 w-4 accent-primary"
              />
              {formatText(text.themeNumber, { number: t })}
            </span>
            <span data-theme={t} aria-hidden className="flex gap-1">
              <span className="h-6 flex-1 rounded bg-primary" />
              <span className="h-6 flex-1 rounded bg-primary-strong" />
              <span className="h-6 flex-1 rounded bg-accent" />
              <span className="h-6 flex-1 rounded border border-line bg-canvas" />
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} messages={errors} />
    </fieldset>
  );
}
