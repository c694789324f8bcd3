"use client";
import { useEffect } from "react";

/** See page-cache-scope.tsx. The meta tag is hoisted into the document's head by React. */
export function PageScopeReporter({ scope }: { scope: string }) {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: "page-scope", scope }),
    );
  }, [scope]);
  return <meta name="hp-page-scope" content={scope} />;
}
