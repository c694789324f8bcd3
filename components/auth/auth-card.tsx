import { ClientLogo } from "@/components/ui/client-logo";
import type { PublicClient } from "@/lib/clients/schemas";

/** The centred, branded card that every signed-out screen uses. */
export function AuthCard({
  client,
  title,
  children,
  wide = false,
}: {
  client: Pick<PublicClient, "name" | "logo">;
  title: string;
  children: React.ReactNode;
  /** A wider card for longer forms (create organisation). */
  wide?: boolean;
}) {
  return (
    <main className="flex min-h-screen items-start justify-center px-4 py-10 sm:items-center">
      <div
        className={`w-full ${wide ? "max-w-2xl" : "max-w-md"} rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8`}
      >
        <div className="mb-6 flex justify-center border-b-4 border-primary pb-4">
          <ClientLogo client={client} />
        </div>
        <h1 className="mb-6 text-center text-xl font-semibold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
