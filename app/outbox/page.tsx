import { format } from "date-fns";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { headers } from "next/headers";
import { browserSession } from "@/lib/web/browser-session";
import { clientAddress } from "@/lib/auth/rate-limit";
import { listOutboxMessages, outboxPageEnabled, outboxVisibleTo, type OutboxMessage } from "@/lib/email/outbox";
import { translator } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";

/** The page's title in its language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await pageLocale(), "emailOutbox")("title"), robots: { index: false } };
}

type OutboxText = ReturnType<typeof translator<"emailOutbox">>;

/**
 * Development / demo only: the account emails "sent" to the file outbox for this client, so the
 * links in them can be followed without a mail server. 404 when SMTP is configured, in
 * production unless OUTBOX_PAGE=1, and to anyone but a browser on this machine or a signed-in
 * system admin (see lib/email/outbox.ts).
 */
export default async function OutboxPage() {
  // Decide per request: a build-time prerender would freeze the answer (and the 404) in.
  await connection();
  if (!outboxPageEnabled()) notFound();
  const { client, session } = await browserSession();
  if (!outboxVisibleTo(clientAddress(await headers()), session?.user.systemAdmin === true)) notFound();
  const messages = await listOutboxMessages(client);
  const t = translator(await pageLocale(), "emailOutbox");

  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted">{t("intro", { client: client.name })}</p>
      </header>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-muted">{t("none")}</p>
      ) : (
        <ol className="space-y-8">
          {messages.map((message) => (
            <li key={message.id}>
              <OutboxItem message={message} t={t} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

function OutboxItem({ message, t }: { message: OutboxMessage; t: OutboxText }) {
  const headingId = `email-${message.id}`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
      <header className="border-b border-line px-5 py-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {message.subject}
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{t("to")}</dt>
          <dd className="break-all">{message.to}</dd>
          <dt className="text-muted">{t("from")}</dt>
          <dd className="break-all">{message.from}</dd>
          <dt className="text-muted">{t("sent")}</dt>
          <dd>
            <time dateTime={message.createdAt}>{format(new Date(message.createdAt), "dd/MM/yyyy HH:mm:ss")}</time>
          </dd>
        </dl>
      </header>
      {/*
        The email's own HTML, isolated: no scripts, no same-origin access. Links open in the
        top window (the portal refuses to be framed, so they could not open inside the frame).
      */}
      <iframe
        title={t("email", { subject: message.subject })}
        srcDoc={withTopLinks(message.html)}
        sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"
        className="block h-[36rem] w-full border-0 bg-white"
      />
      <details className="border-t border-line px-5 py-3 text-sm">
        <summary className="cursor-pointer text-primary">{t("plainText")}</summary>
        <pre className="mt-3 whitespace-pre-wrap break-all font-mono text-xs">{message.text}</pre>
      </details>
    </article>
  );
}

/** `<base target="_top">` makes every link of the email navigate the page, not the frame. */
function withTopLinks(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => head + base) : base + html;
}
