import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ChildSort, ChildStatus, SortOrder } from '@daycare/api-client';
import { positiveInteger } from '@daycare/shared-features';
import { CHILD_STATUSES } from './child-helpers';

const SORTS: ChildSort[] = ['name', 'age', 'room', 'startDate', 'status'];
export const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;
/** How long typing pauses before the list asks the server. */
export const SEARCH_DELAY_MS = 300;

/** What the list shows, as the API takes it. */
export interface ChildListArgs {
  search?: string;
  roomId?: number;
  tagId?: number;
  status?: ChildStatus;
  sort: ChildSort;
  order: SortOrder;
  page: number;
  pageSize: number;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => allowed.find((candidate) => candidate === value);

function argsOf(params: URLSearchParams): ChildListArgs {
  const pageSize = positiveInteger(params.get('pageSize'));
  return {
    search: params.get('search')?.trim() || undefined,
    roomId: positiveInteger(params.get('roomId')),
    tagId: positiveInteger(params.get('tagId')),
    status: oneOf(params.get('status'), CHILD_STATUSES),
    sort: oneOf(params.get('sort'), SORTS) ?? 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: pageSize && PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The list's search, filters, sort and page live in the address, so a reload or a shared link
 * shows the same children. A change of search or filter goes back to the first page.
 */
export function useChildListArgs(): [ChildListArgs, (change: Partial<ChildListArgs>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback((change: Partial<ChildListArgs>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      const resetsPage = ['search', 'roomId', 'tagId', 'status'].some((key) => key in change);
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (resetsPage && !('page' in change)) next.delete('page');
      return next;
    }, { replace: true });
  }, [setParams]);
  return [argsOf(params), update];
}

/** The value once it has stopped changing for a moment. */
export function useDebounced<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The search box's own text, sent to the address once typing pauses. */
export function useDebouncedSearch(search: string | undefined, onSearch: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(search ?? '');
  useEffect(() => {
    if (text.trim() === (search ?? '')) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  return [text, setText];
}
