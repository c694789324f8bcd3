import { expect, type APIRequestContext } from "@playwright/test";
import { hostUrl } from "../../../playwright.config";
import { DEMO_PASSWORD } from "./auth";

// Node's resolver does not map *.localhost to the loopback as browsers do: API calls go to
// localhost and name the tenant with X-Client-Host, as the mobile app does.
const API = `${hostUrl("localhost")}/api/v1`;

export async function apiLogin(request: APIRequestContext, email: string, host = "demo.localhost"): Promise<string> {
  const response = await request.post(`${API}/login`, {
    headers: { "X-Client-Host": host },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  token: string,
  opts: { organisationId?: string; host?: string } = {},
): Promise<T> {
  const response = await request.get(`${API}${path}`, {
    headers: {
      "X-Client-Host": opts.host ?? "demo.localhost",
      Authorization: `Bearer ${token}`,
      ...(opts.organisationId ? { "X-Organisation-Id": opts.organisationId } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}
