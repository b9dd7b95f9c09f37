/**
 * Rewrites a hash URL (`/#/contact?x=1`) to its plain path (`/contact?x=1`), in place, so old
 * links keep working. Call it before the router reads the location.
 */
export function rewriteHashUrl(location: Location, history: History): void {
  if (!location.hash.startsWith('#/')) return;
  history.replaceState(history.state, '', location.hash.slice(1));
}
