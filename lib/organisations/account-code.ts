import { randomInt } from "node:crypto";

/** SPEC §9: account codes are 6 characters. */
export const ACCOUNT_CODE_LENGTH = 6;

// No 0/O, 1/I/L: codes are read out over the phone and typed on the plant floor.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function generateAccountCode(): string {
  let code = "";
  for (let i = 0; i < ACCOUNT_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Account codes are compared case-insensitively: stored and looked up upper-case. */
export function normaliseAccountCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Creates a row with a fresh random account code, trying again on the (one in hundreds of
 * millions) chance the code is taken in the client already.
 */
export async function withNewAccountCode<T>(
  create: (accountCode: string) => Promise<T>,
  isCodeTaken: (error: unknown) => boolean,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await create(generateAccountCode());
    } catch (error) {
      if (!isCodeTaken(error) || attempt >= 4) throw error;
    }
  }
}
