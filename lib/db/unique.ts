import { Prisma } from "@/lib/generated/prisma/client";
import { conflict, type ErrorBody } from "@/lib/core/errors";

/** A write refused by a unique index (Prisma P2002). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * Runs a write whose uniqueness a service has already checked; the unique index stays the last
 * word when two requests race, and its refusal becomes the same 409 the check gives.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, body: ErrorBody): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(body);
    throw error;
  }
}
