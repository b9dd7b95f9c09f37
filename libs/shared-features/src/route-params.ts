import { matchPath, useLocation } from 'react-router';

// A remote's page may be rendered under any route of the shell, so pages read their parameters
// by matching their own pattern against the address rather than from the router's match.

/** The parameters of whichever of the patterns matches the address. */
export function useRouteMatch(patterns: string[]): { pattern: string; params: Record<string, string | undefined> } | undefined {
  const { pathname } = useLocation();
  for (const pattern of patterns) {
    const match = matchPath(pattern, pathname);
    if (match) return { pattern, params: match.params };
  }
  return undefined;
}

/** The parameters of the route pattern for the current address; none when it does not match. */
export function useRouteParams(pattern: string): Record<string, string | undefined> {
  const { pathname } = useLocation();
  return matchPath(pattern, pathname)?.params ?? {};
}

/** A whole number above 0 written in digits only, else undefined. */
export function positiveInteger(value: string | null | undefined): number | undefined {
  const number = Number(value);
  return value && /^\d+$/.test(value) && number > 0 ? number : undefined;
}

/** A whole-number parameter of the page's route, read from the address. */
export function useNumberParam(pattern: string, name: string): number | undefined {
  const value = useRouteParams(pattern)[name];
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}
