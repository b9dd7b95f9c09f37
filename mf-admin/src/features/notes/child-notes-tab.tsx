import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useNotesListQuery, type ChildRecordDto } from '@daycare/api-client';
import { formatDateTime } from '@daycare/i18n';
import { FormError, TAP_LINK } from '@daycare/shared-features';
import { useT } from '../../i18n';
import { NoteByline, VisibilityTag, createNotePath, notePath } from './note-helpers';

/** The child record's Notes tab: the child's notes newest first, who reads each, and a way to add one. */
export function NotesTab({ child }: { child: ChildRecordDto }) {
  const t = useT();
  const navigate = useNavigate();
  const notes = useNotesListQuery({ childId: child.id });
  return (
    <Flex vertical gap={16}>
      <div>
        <Button type="primary" onClick={() => void navigate(createNotePath(child.familyId, child.id))}>{t('notes.add')}</Button>
      </div>
      <FormError error={notes.error} flush />
      {!notes.data && !notes.error && <Skeleton active paragraph={{ rows: 3 }} />}
      {notes.data?.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notes.empty', { name: child.label })} />}
      {notes.data && notes.data.length > 0 && (
        <Flex vertical gap={12} component="ul" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }} aria-label={t('notes.listOf', { name: child.label })}>
          {notes.data.map((note) => (
            <li key={note.id}>
              <Flex vertical gap={4}>
                <Flex gap={8} align="center" wrap>
                  <VisibilityTag visibility={note.visibility} />
                  <Link to={notePath(note.id)} style={TAP_LINK} aria-label={t('notes.openOf', { time: formatDateTime(note.createdAt) })}>{t('notes.open')}</Link>
                </Flex>
                <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{note.body}</Typography.Paragraph>
                <NoteByline note={note} />
              </Flex>
            </li>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
