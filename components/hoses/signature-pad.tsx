"use client";
import { useEffect, useId, useRef, useState } from "react";

export type SignatureText = Record<keyof typeof SIGNATURE_TEXT, string>;

export const SIGNATURE_TEXT = {
  legend: "Signature",
  required: "required by this customer",
  optional: "optional",
  padLabel: "Signature pad: sign with your finger, a pen or the mouse",
  clear: "Clear signature",
  signed: "Signed",
  orPassword: "Or, on a computer, confirm with your password",
} as const;

/**
 * A signature drawn on the screen (pointer events: finger, pen or mouse) and handed on as a PNG
 * data URL, or, for a keyboard or a desktop without a pen, the inspector's password as the
 * confirmation. The canvas is drawn at the device's pixel ratio so the stroke stays sharp.
 */
export function SignaturePad({
  required,
  onChange,
  errors,
  text: SIGNATURE = SIGNATURE_TEXT,
}: {
  /** The pad's words in the page's language; British English without. */
  text?: SignatureText;
  required: boolean;
  onChange: (value: { image: string | null; password: string }) => void;
  errors?: string[];
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);
  const [image, setImage] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const id = useId();

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    const g = c.getContext("2d");
    if (!g) return;
    g.scale(ratio, ratio);
    g.lineWidth = 2;
    g.lineCap = "round";
    g.strokeStyle = "#111827";
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const down = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const g = e.currentTarget.getContext("2d");
    if (!g) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    const p = point(e);
    g.beginPath();
    g.moveTo(p.x, p.y);
    g.lineTo(p.x + 0.1, p.y + 0.1);
    g.stroke();
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const g = e.currentTarget.getContext("2d");
    const p = point(e);
    g?.lineTo(p.x, p.y);
    g?.stroke();
  };
  const up = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    const url = e.currentTarget.toDataURL("image/png");
    setImage(url);
    onChange({ image: url, password });
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext("2d")?.clearRect(0, 0, c.width, c.height);
    setImage(null);
    onChange({ image: null, password });
  };

  return (
    <fieldset aria-describedby={errors?.length ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">
        {SIGNATURE.legend}{" "}
        <span className="font-normal text-muted">({required ? SIGNATURE.required : SIGNATURE.optional})</span>
      </legend>
      <canvas
        ref={canvas}
        role="img"
        aria-label={SIGNATURE.padLabel}
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        className="h-32 w-full touch-none rounded-md border-2 border-dashed border-line bg-white"
      />
      <div className="mt-1 flex items-center justify-between text-sm">
        <span role="status">{image ? SIGNATURE.signed : ""}</span>
        <button type="button" onClick={clear} className="min-h-11 px-2 text-primary underline-offset-2 hover:underline">
          {SIGNATURE.clear}
        </button>
      </div>
      <label htmlFor={`${id}-password`} className="mt-2 block text-sm font-medium">
        {SIGNATURE.orPassword}
      </label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          onChange({ image, password: e.target.value });
        }}
        className="mt-1 block min-h-11 w-full rounded-md border border-line bg-surface px-3"
      />
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
