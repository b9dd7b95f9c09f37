import { useEffect } from 'react';
import { generatePath, matchPath, useLocation, useNavigate } from 'react-router';

/**
 * The tab of a record page (`pattern` ends in `/:tab?`) that the address names, else the first: the
 * overview, at the record's own address. A tab the page does not have is replaced by that address,
 * so the address never names another tab than the one showing.
 */
export function useRecordTab<T extends string>(pattern: string, tabs: readonly [T, ...T[]]): T {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = matchPath(pattern, pathname)?.params ?? {};
  const tab = tabs.find((candidate) => candidate === params.tab);
  const recordPath = params.tab !== undefined && !tab ? generatePath(pattern, { ...params, tab: null }) : undefined;
  useEffect(() => {
    if (recordPath) void navigate(recordPath, { replace: true });
  }, [navigate, recordPath]);
  return tab ?? tabs[0];
}
