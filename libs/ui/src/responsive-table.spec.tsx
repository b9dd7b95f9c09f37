import { useState, type Key } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { ResponsiveTable, type ListColumn, type ResponsiveTableProps } from './responsive-table';

interface Person {
  id: number;
  name: string;
  room: string;
  allergies: number;
}

const PEOPLE: Person[] = [{ id: 1, name: 'Emma Thompson', room: 'Toddlers', allergies: 2 }, { id: 2, name: 'Noah Silva', room: 'Infants', allergies: 0 }];

function columns(sorted?: { key: string; order: SortOrder }): ListColumn<Person>[] {
  const sortOrder = (key: string) => (sorted?.key === key ? sorted.order : null);
  return [
    { key: 'name', title: 'Name', sorter: true, sortOrder: sortOrder('name'), render: (person) => <a href={`/child/${person.id}`}>{person.name}</a> },
    { key: 'room', title: 'Room', sorter: true, sortOrder: sortOrder('room'), render: (person) => person.room },
    { key: 'alerts', title: 'Alerts', render: (person) => (person.allergies ? <Tag color="error">{person.allergies} allergies</Tag> : null) },
  ];
}

function List(props: Partial<ResponsiveTableProps<Person>>) {
  return (
    <ResponsiveTable<Person>
      label="Children"
      rowKey="id"
      columns={columns({ key: 'name', order: 'ascend' })}
      dataSource={PEOPLE}
      loading={false}
      pagination={{ current: 1, pageSize: 2, total: 5, pageSizeOptions: [2, 10], showSizeChanger: true, showTotal: (total) => `${total} children` }}
      onChange={jest.fn()}
      emptyText="No child matches"
      {...props}
    />
  );
}

function Ticking() {
  const [keys, setKeys] = useState<Key[]>([]);
  return <List selection={{ keys, onChange: setKeys, label: (person) => `Select ${person.name}` }} />;
}

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
const fieldsOf = (card: HTMLElement) => Array.from(card.querySelectorAll('dt')).map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('ResponsiveTable on a phone', () => {
  const width = window.innerWidth;
  beforeEach(() => { window.innerWidth = 390; });
  afterEach(() => { window.innerWidth = width; });

  it("shows each row as a list item led by the name's link, with every other column's field that has something to say", async () => {
    const { container } = render(<List />);
    const list = screen.getByRole('list', { name: 'Children' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Emma Thompson' }).getAttribute('href')).toBe('/child/1');
    expect(fieldsOf(cardOf('Emma Thompson'))).toEqual(['Room: Toddlers', 'Alerts: 2 allergies']);
    expect(fieldsOf(cardOf('Noah Silva'))).toEqual(['Room: Infants']);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('5 children')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('sorts with a select, reporting the sort as the table would', () => {
    const onChange = jest.fn();
    render(<List onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(screen.getByText('Room, descending', { selector: '.ant-select-item-option-content' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 2 }), {}, expect.objectContaining({ columnKey: 'room', order: 'descend' }), expect.objectContaining({ action: 'sort' }));
  });

  it('pages on, keeping the sort', () => {
    const onChange = jest.fn();
    render(<List onChange={onChange} columns={columns({ key: 'room', order: 'descend' })} />);
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ current: 2, pageSize: 2 }), {}, expect.objectContaining({ columnKey: 'room', order: 'descend' }), expect.objectContaining({ action: 'paginate' }));
  });

  it('ticks people one by one or the whole page', () => {
    render(<Ticking />);
    const emma = screen.getByRole('checkbox', { name: 'Select Emma Thompson' }) as HTMLInputElement;
    const page = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    fireEvent.click(emma);
    expect(emma.checked).toBe(true);
    expect(page.checked).toBe(false);
    fireEvent.click(page);
    expect((screen.getByRole('checkbox', { name: 'Select Noah Silva' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(page);
    expect(emma.checked).toBe(false);
  });

  it('says so when nothing matches, without an empty list', () => {
    render(<List dataSource={[]} />);
    expect(screen.getByText('No child matches')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('ResponsiveTable on a wider screen', () => {
  it('is a table with a column per field', () => {
    render(<List />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Room', 'Alerts']);
    expect(cardOf('Emma Thompson')).toBeNull();
  });
});
