import Link from "next/link";
import { buttonClasses, type Variant } from "./button-styles";

/** A link that looks like a button. */
export function ButtonLink({
  href,
  variant = "primary",
  className = "",
  children,
  ...rest
}: React.ComponentProps<typeof Link> & { variant?: Variant }) {
  return (
    <Link href={href} className={buttonClasses(variant, className)} {...rest}>
      {children}
    </Link>
  );
}
