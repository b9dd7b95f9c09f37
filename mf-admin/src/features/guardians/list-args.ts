import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { positiveInteger } from '@daycare/shared-features';
import { PAGE_SIZES } from '../children/children-query';

const DEFAULT_PAGE_SIZE = 20;

/** What a searched, server-paged list shows, as the API takes it. */
export interface PagedSearchArgs {
  search?: string;
  page: number;
  pageSize: number;
}

/** The search and page of a list live in the address; a new search goes back to the first page. */
export function usePagedSearchArgs(): [PagedSearchArgs, (change: Partial<PagedSearchArgs>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback((change: Partial<PagedSearchArgs>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if ('search' in change && !('page' in change)) next.delete('page');
      return next;
    }, { replace: true });
  }, [setParams]);
  const pageSize = positiveInteger(params.get('pageSize'));
  return [{
    search: params.get('search')?.trim() || undefined,
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: pageSize && PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  }, update];
}
