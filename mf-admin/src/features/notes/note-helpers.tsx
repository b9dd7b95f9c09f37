import { Flex, Tag, Typography } from 'antd';
import type { NoteDto, NoteVisibility } from '@daycare/api-client';
import { formatDateTime } from '@daycare/i18n';
import { useT } from '../../i18n';

export const NOTE_ROUTES = {
  view: '/notes/:noteId',
  create: '/notes/child/create/:familyId/:childId',
} as const;

export const NOTE_VISIBILITIES: NoteVisibility[] = ['staff', 'family'];
/** The server keeps at most this many characters of a note. */
export const MAX_NOTE_BODY = 4000;

export const notePath = (noteId: number) => `/notes/${noteId}`;
export const createNotePath = (familyId: number, childId: number) => `/notes/child/create/${familyId}/${childId}`;

/** Who reads the note: a quiet tag for the staff, a coloured one when the family reads it too. */
export function VisibilityTag({ visibility }: { visibility: NoteVisibility }) {
  const t = useT();
  return <Tag color={visibility === 'family' ? 'green' : 'default'}>{t(`notes.visibility.${visibility}`)}</Tag>;
}

/** "By Daniel Okafor · November 20, 2026, 10:00 AM", and when it was last changed. */
export function NoteByline({ note }: { note: NoteDto }) {
  const t = useT();
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{t('notes.byline', { author: note.author.label, time: formatDateTime(note.createdAt) })}</Typography.Text>
      {note.updatedAt && <Typography.Text type="secondary">{t('notes.edited', { time: formatDateTime(note.updatedAt) })}</Typography.Text>}
    </Flex>
  );
}
