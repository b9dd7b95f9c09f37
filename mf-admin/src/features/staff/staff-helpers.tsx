import { useCallback } from 'react';
import { Flex, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { type CertificationDto, type CertificationKind, type CertificationState } from '@daycare/api-client';
import { formatDate, useLanguage } from '@daycare/i18n';
import { positiveInteger } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { roleLabel } from '../user-roles/role-words';

export const STAFF_ROUTES = { manage: '/staff/manage', invite: '/admin/invite' } as const;
export const CERTIFICATION_KINDS: CertificationKind[] = ['first-aid', 'cpr', 'background-check'];
export const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 20;

export const staffRoomPath = (staffId: number) => `/rooms/staff/${staffId}`;
export const staffHoursPath = (staffId: number) => `/attendance/search/staff/${staffId}`;

const STATE_COLORS: Record<CertificationState, string> = { valid: 'success', expiring: 'warning', expired: 'error', missing: 'default' };

/** The staff list's search, room, page and open record, kept in the address so a reload shows the same. */
export interface StaffArgs {
  search?: string;
  roomId?: number;
  page: number;
  pageSize: number;
  staffId?: number;
}

function argsOf(params: URLSearchParams): StaffArgs {
  const pageSize = positiveInteger(params.get('pageSize'));
  return {
    search: params.get('search')?.trim() || undefined,
    roomId: positiveInteger(params.get('roomId')),
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: pageSize && PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    staffId: positiveInteger(params.get('staffId')),
  };
}

/** A change of search or room goes back to the first page. */
export function useStaffArgs(): [StaffArgs, (change: Partial<StaffArgs>) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: Partial<StaffArgs>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (('search' in change || 'roomId' in change) && !('page' in change)) next.delete('page');
        return next;
      }, { replace: true });
    },
    [setParams],
  );
  return [argsOf(params), update];
}

/** The link that opens a staff member's record beside the list, keeping the list as it is. */
export function recordSearch(params: URLSearchParams, staffId: number): string {
  const next = new URLSearchParams(params);
  next.set('staffId', String(staffId));
  return `?${next.toString()}`;
}

/** A certification as a tag: its kind, coloured by its state, with the expiry date when it has one. */
export function CertificationTag({ certification }: { certification: CertificationDto }) {
  const t = useT();
  const kind = t(`staff.kinds.${certification.kind}`);
  const text =
    certification.state === 'missing'
      ? t('staff.certification.missing', { kind })
      : certification.expiresOn
        ? t(`staff.certification.${certification.state === 'expired' ? 'expired' : 'expires'}`, { kind, date: formatDate(certification.expiresOn) })
        : kind;
  return <Tag color={STATE_COLORS[certification.state]}>{text}</Tag>;
}

export function CertificationTags({ certifications }: { certifications: CertificationDto[] }) {
  return (
    <Flex gap={4} wrap>
      {certifications.map((certification) => <CertificationTag key={certification.kind} certification={certification} />)}
    </Flex>
  );
}

/** Role codes as tags named in the reader's language. */
export function RoleTags({ roles }: { roles: string[] }) {
  useLanguage(); // draws the names again when the reader changes language
  return (
    <Flex gap={4} wrap>
      {roles.map((code) => <Tag key={code}>{roleLabel(code)}</Tag>)}
    </Flex>
  );
}

/** "Since 19 Aug 2024", "19 Aug 2024 – 30 Jun 2026", or nothing. */
export function useEmploymentText(): (startedOn: string | null, endedOn: string | null) => string {
  const t = useT();
  return (startedOn, endedOn) => {
    if (startedOn && endedOn) return t('staff.employment.between', { start: formatDate(startedOn), end: formatDate(endedOn) });
    if (startedOn) return t('staff.employment.since', { start: formatDate(startedOn) });
    if (endedOn) return t('staff.employment.until', { end: formatDate(endedOn) });
    return '';
  };
}
