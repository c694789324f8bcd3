/**
 * Navigating anywhere else closes any open dialog route: a slot keeps its last page on client
 * navigation unless something matches, so everything that is not a dialog matches this.
 */
export default function NoDialog() {
  return null;
}
