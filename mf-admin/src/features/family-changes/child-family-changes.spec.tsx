import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@daycare/i18n';
import { staff } from '@daycare/shared-features/testing';
import { mockApi, renderPage } from '../../testing';
import ChildPage from '../children/child-page';
import { EMMA, bodies, queries } from '../children/children-testing';
import { ChildFamilyChanges } from './child-family-changes';
import { NEW_ALLERGY, NEW_CALL_ORDER, NEW_PHONE, NEW_PICKUP, changeList } from './family-changes-testing';

describe("a child's record shows what the family changed", () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    jest.restoreAllMocks();
  });

  function answers(unseen = () => [NEW_ALLERGY, NEW_PICKUP, NEW_PHONE]) {
    return mockApi({
      'GET /api/family/changes': () => changeList(unseen()),
      'POST /api/family/changes/seen': (call) => ({ count: (call.body as { ids: number[] }).ids.length, unseen: 0 }),
    });
  }

  const alert = () => screen.findByText('Changed by the family');
  const alertBox = async () => (await alert()).closest('[role="alert"]') as HTMLElement;

  it("says on the overview who changed what and when, for the child, the pick-up list and the guardian's own phones", async () => {
    const calls = answers();
    renderPage(<ChildFamilyChanges childId={7} tab="overview" />);
    const box = await alertBox();
    expect(queries(calls, 'GET /api/family/changes')).toEqual([{ childId: '7', unseen: 'true', pageSize: '50' }]);
    expect(within(box).getByText('Allergy added: Peanuts (severe)')).toBeTruthy();
    expect(within(box).getByText('Allergy removed: Dairy')).toBeTruthy();
    expect(within(box).getByText('Doctor: none → Dr. Patel')).toBeTruthy();
    expect(within(box).getByText('Pick-up person added: Margaret Silva (Grandmother)')).toBeTruthy();
    expect(within(box).getByText('Sarah Thompson: Mobile phone: none → (416) 555-0123')).toBeTruthy();
    expect(within(box).getAllByText(/^By Sarah Thompson, .+ at .+/)).toHaveLength(3);
    expect(within(box).getAllByText('Important')).toHaveLength(2);
  });

  it('shows on the medical tab only the medical changes, and on the pick-up tab only the pick-up list', async () => {
    answers();
    const medical = renderPage(<ChildFamilyChanges childId={7} tab="medical" />);
    const medicalBox = await alertBox();
    expect(within(medicalBox).getByText('Allergy added: Peanuts (severe)')).toBeTruthy();
    expect(within(medicalBox).queryByText(/Pick-up person added/)).toBeNull();
    medical.unmount();
    const pickup = renderPage(<ChildFamilyChanges childId={7} tab="pickup" />);
    const pickupBox = await alertBox();
    expect(within(pickupBox).getByText('Pick-up person added: Margaret Silva (Grandmother)')).toBeTruthy();
    expect(within(pickupBox).queryByText(/Allergy/)).toBeNull();
    pickup.unmount();
  });

  it("says on the pick-up tab that the family changed the emergency call order, by the contacts' names", async () => {
    answers(() => [NEW_CALL_ORDER]);
    renderPage(<ChildFamilyChanges childId={7} tab="pickup" />);
    const box = await alertBox();
    expect(within(box).getByText('Emergency call order: Margaret Silva, Paul Green → Paul Green, Margaret Silva')).toBeTruthy();
    expect(within(box).queryByText('Important')).toBeNull();
  });

  it('shows nothing, and asks nothing, on the other tabs', async () => {
    const calls = answers();
    renderPage(<ChildFamilyChanges childId={7} tab="attendance" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queries(calls, 'GET /api/family/changes')).toEqual([]);
    expect(screen.queryByText('Changed by the family')).toBeNull();
  });

  it('marks the changes shown as seen, and the alert goes once the list has none left', async () => {
    let unseen = [NEW_ALLERGY, NEW_PICKUP, NEW_PHONE];
    const calls = answers(() => unseen);
    renderPage(<ChildFamilyChanges childId={7} tab="overview" />);
    const box = await alertBox();
    unseen = [];
    fireEvent.click(within(box).getByRole('button', { name: 'Mark as seen' }));
    await waitFor(() => expect(screen.queryByText('Changed by the family')).toBeNull());
    expect(bodies(calls, 'POST /api/family/changes/seen')).toEqual([{ ids: [41, 42, 43] }]);
  });

  it('says nothing, and asks nothing, for staff', async () => {
    const calls = answers();
    renderPage(<ChildFamilyChanges childId={7} tab="overview" />, { user: staff });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queries(calls, 'GET /api/family/changes')).toEqual([]);
    expect(screen.queryByText('Changed by the family')).toBeNull();
  });

  it("stands on the child's record, above the medical tab", async () => {
    const calls = mockApi({ 'GET /api/child/byId': () => EMMA, 'GET /api/family/changes': () => changeList([NEW_ALLERGY]) });
    renderPage(<ChildPage />, { path: '/child/7/medical' });
    const box = await alertBox();
    expect(within(box).getByText('Allergy added: Peanuts (severe)')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Medical', selected: true })).toBeTruthy();
    expect(queries(calls, 'GET /api/family/changes')).toEqual([{ childId: '7', unseen: 'true', pageSize: '50' }]);
  });

  it('speaks Portuguese', async () => {
    answers();
    renderPage(<ChildFamilyChanges childId={7} tab="overview" />);
    await alert();
    await act(() => setLanguage('pt-BR'));
    expect(screen.getByText('Alterado pela família')).toBeTruthy();
    expect(screen.getByText('Alergia incluída: Peanuts (grave)')).toBeTruthy();
    expect(screen.getByText('Pessoa autorizada a retirar incluída: Margaret Silva (Grandmother)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marcar como visto' })).toBeTruthy();
  });
});
