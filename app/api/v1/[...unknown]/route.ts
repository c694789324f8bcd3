import { errorJson } from "@/lib/http/respond";

/**
 * Any /api/v1 path no route declares: 404 in the JSON error shape (not Next's HTML page), for
 * every method. Known paths keep Next's own 405 for an undeclared method. Not an operation, so
 * not in the OpenAPI document (tests/integration/openapi.test.ts skips catch-alls).
 */
const unknownPath = async () => errorJson(404, { global: ["Not found"] });

export const GET = unknownPath;
export const POST = unknownPath;
export const PUT = unknownPath;
export const PATCH = unknownPath;
export const DELETE = unknownPath;
