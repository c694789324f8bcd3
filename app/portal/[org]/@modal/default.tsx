/** No dialog route is open (a direct visit renders its dialog in the page itself). */
export default function NoDialog() {
  return null;
}
