/** Navigating to the dashboard closes any open dialog route. */
export default function NoDialog() {
  return null;
}
