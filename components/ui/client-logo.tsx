import type { PublicClient } from "@/lib/clients/schemas";

/**
 * The client's logo, or a wordmark in the theme colour when none was uploaded. A plain <img>
 * (not next/image): logos are served by our own API with their own caching. `alt` replaces the
 * logo's text alternative where the logo is part of a larger name (the home link).
 */
export function ClientLogo({
  client,
  className = "",
  alt,
}: {
  client: Pick<PublicClient, "name" | "logo">;
  className?: string;
  alt?: string;
}) {
  if (client.logo) {
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={client.logo} alt={alt ?? `${client.name} logo`} className={`h-10 w-auto ${className}`} />;
  }
  return (
    <span
      data-testid="client-wordmark"
      className={`inline-flex items-center gap-2 text-lg font-bold tracking-tight text-primary ${className}`}
    >
      <span aria-hidden className="grid h-9 w-9 place-items-center rounded-md bg-primary text-sm text-on-primary">
        {initials(client.name)}
      </span>
      {client.name}
    </span>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
}
