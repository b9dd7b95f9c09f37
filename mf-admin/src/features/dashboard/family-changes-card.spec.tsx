import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage } from '../../testing';
import { bodies, queries } from '../children/children-testing';
import { NEW_ALLERGY, NEW_PHONE, NEW_PICKUP, changeList } from '../family-changes/family-changes-testing';
import { FamilyChangesCard } from './family-changes-card';

describe("the director's card of changes by families", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  const card = () => screen.findByRole('region', { name: 'Changes by families' });

  it("lists the unseen changes with their count, each child's name opening the record, and says how many more wait", async () => {
    const calls = mockApi({ 'GET /api/family/changes': () => changeList([NEW_PHONE, NEW_PICKUP, NEW_ALLERGY], 13) });
    renderPage(<FamilyChangesCard />);
    const list = await card();
    await within(list).findByText('Changes by families (13)');
    expect(queries(calls, 'GET /api/family/changes')).toEqual([{ unseen: 'true', pageSize: '10' }]);
    const allergy = within(list).getByTestId('family-change-41');
    expect(within(allergy).getByRole('link', { name: 'Emma Thompson' }).getAttribute('href')).toBe('/child/7');
    expect(within(allergy).getByText('Allergy added: Peanuts (severe)')).toBeTruthy();
    expect(within(allergy).getByText('Important')).toBeTruthy();
    const phone = within(list).getByTestId('family-change-43');
    expect(within(phone).queryByRole('link')).toBeNull();
    expect(within(phone).getByText('Sarah Thompson: Mobile phone: none → (416) 555-0123')).toBeTruthy();
    expect(within(list).getByText('10 older changes show once these are marked as seen.')).toBeTruthy();
  });

  it('marks one change as seen, and the card loads again', async () => {
    let unseen = [NEW_PICKUP, NEW_ALLERGY];
    const calls = mockApi({
      'GET /api/family/changes': () => changeList(unseen),
      'POST /api/family/changes/seen': () => ({ count: 1, unseen: 1 }),
    });
    renderPage(<FamilyChangesCard />);
    const list = await card();
    await within(list).findByText('Changes by families (2)');
    unseen = [NEW_ALLERGY];
    fireEvent.click(within(within(list).getByTestId('family-change-42')).getByRole('button', { name: "Mark as seen: Emma Thompson's change" }));
    await within(list).findByText('Changes by families (1)');
    expect(bodies(calls, 'POST /api/family/changes/seen')).toEqual([{ ids: [42] }]);
  });

  it('says so when there is nothing to look at, in both languages', async () => {
    mockApi({ 'GET /api/family/changes': () => changeList([]) });
    renderPage(<FamilyChangesCard />);
    const list = await card();
    expect(await within(list).findByText('No changes by families to look at.')).toBeTruthy();
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('Nenhuma alteração das famílias para ver.')).toBeTruthy();
  });

  it('is not there for staff', async () => {
    const calls = mockApi({});
    renderPage(<FamilyChangesCard />, { user: staff });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Changes by families' })).toBeNull();
    await waitFor(() => expect(queries(calls, 'GET /api/family/changes')).toEqual([]));
  });
});
