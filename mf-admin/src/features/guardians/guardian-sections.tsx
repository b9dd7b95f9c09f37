import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import { Section as TitledSection, type Items } from '@daycare/shared-features';

const COLUMNS = { xs: 1, sm: 2 };

/** A titled panel of labelled values, with a link to the page that edits them. */
export function Section({ title, editTo, items, children }: { title: string; editTo?: string; items?: Items; children?: ReactNode }) {
  return (
    <TitledSection title={title} editTo={editTo}>
      {items && <Descriptions size="small" column={COLUMNS} items={items} />}
      {children}
    </TitledSection>
  );
}
