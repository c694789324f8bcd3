"use client";
import { useFormStatus } from "react-dom";
import { buttonClasses, type Variant } from "./button-styles";

type ButtonProps = React.ComponentPropsWithRef<"button"> & {
  variant?: Variant;
  pending?: boolean;
  /** Text read while pending, e.g. "Signing in". */
  pendingLabel?: string;
};

export function Button({
  variant = "primary",
  pending = false,
  pendingLabel,
  className = "",
  children,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClasses(variant, className)}
    >
      {pending ? <Spinner /> : null}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A submit button that shows the enclosing form's pending state (useFormStatus). */
export function SubmitButton({ pending, ...props }: Omit<ButtonProps, "type">) {
  const status = useFormStatus();
  return <Button type="submit" pending={pending ?? status.pending} {...props} />;
}

export function Spinner({ className = "" }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}
