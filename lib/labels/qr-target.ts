/**
 * The QR code on a label opens the tag's page under the client's primary URL, whichever address
 * the portal was used on to print it. When the portal is being used on another address (another
 * of the client's hostnames, another port), the label dialog says where the codes will lead.
 * Null when the primary URL is on this very host (or cannot be read).
 */
export function qrTargetElsewhere(primaryUrl: string, currentOrigin: string): { target: string; here: string } | null {
  let target: URL;
  let here: URL;
  try {
    target = new URL(primaryUrl);
    here = new URL(currentOrigin);
  } catch {
    return null;
  }
  if (target.host === here.host) return null;
  return { target: primaryUrl.replace(/\/+$/, ""), here: here.origin };
}
