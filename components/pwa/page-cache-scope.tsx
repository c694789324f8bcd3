import { pageCacheScope } from "@/lib/web/page-cache-scope";
import { PageScopeReporter } from "./page-scope-reporter";

/**
 * A portal page's session scope for the service worker's page cache (lib/web/page-cache-scope.ts):
 * in the page's HTML (the worker reads it from a navigation's answer) and told to the worker
 * when the page runs (a client-side navigation fetches no page the worker could read).
 */
export async function PageCacheScope() {
  const scope = await pageCacheScope();
  return scope ? <PageScopeReporter scope={scope} /> : null;
}
