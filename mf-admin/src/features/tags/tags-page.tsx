import { useState } from 'react';
import { Button, Empty, Flex, Popconfirm, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useTagsListQuery, useTagsRemoveMutation, type TagDto } from '@daycare/api-client';
import { THEME_COLORS } from '@daycare/shared';
import { handleErrorsInPage, showSnackbar, useAppDispatch } from '@daycare/store';
import { RoutePage } from '@daycare/shared-features';
import { FormError } from '../rooms/page-helpers';
import { TagDialog } from './tag-dialog';

handleErrorsInPage('tagsRemove');

const childrenText = (count: number) => (count === 1 ? '1 child' : `${count} children`);

/** The daycare's tags with their colours and how many children carry each: create, rename, recolour, delete (/admin/tags). */
export default function TagsPage() {
  const tags = useTagsListQuery();
  const [remove, removing] = useTagsRemoveMutation();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<TagDto | null | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>();
  const removeTag = async (tag: TagDto) => {
    setFailure(undefined);
    const result = await remove({ id: tag.id });
    if (result.error) setFailure(result.error);
    else dispatch(showSnackbar({ text: `${tag.label} is deleted`, color: THEME_COLORS.light.success }));
  };
  const columns: TableColumnsType<TagDto> = [
    { title: 'Tag', key: 'label', render: (_, tag) => <Tag variant="solid" color={tag.color ?? undefined}>{tag.label}</Tag> },
    { title: 'Children', key: 'children', render: (_, tag) => childrenText(tag.childCount) },
    {
      title: '',
      key: 'actions',
      align: 'right',
      render: (_, tag) => (
        <Flex gap={4} justify="end">
          <Button size="small" aria-label={`Edit ${tag.label}`} onClick={() => setEditing(tag)}>Edit</Button>
          <Popconfirm
            title={`Delete ${tag.label}?`}
            description={tag.childCount ? `It comes off ${childrenText(tag.childCount)}.` : 'No child carries it.'}
            okText="Yes, delete"
            okButtonProps={{ danger: true }}
            cancelText="Keep it"
            onConfirm={() => removeTag(tag)}
          >
            <Button size="small" danger aria-label={`Delete ${tag.label}`} loading={removing.isLoading && removing.originalArgs?.id === tag.id}>Delete</Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];
  return (
    <RoutePage path="/admin/tags">
      <Flex justify="end" style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing(null)}>New tag</Button>
      </Flex>
      <FormError error={failure} />
      {tags.isLoading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          dataSource={tags.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description="No tags yet: create one to group children, such as a bus or a program" /> }}
        />
      )}
      {editing !== undefined && <TagDialog tag={editing} onClose={() => setEditing(undefined)} />}
    </RoutePage>
  );
}
