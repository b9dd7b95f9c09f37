import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_FEATURE_CONTROL } from '@daycare/shared';
import { selectFeatureControl } from '@daycare/store';
import { mockApi, renderPage, superUser } from '../../testing';
import FeatureControlPage from './feature-control-page';

const DAYCARES = [{ id: 1, label: 'Little Acorns Early Learning' }, { id: 2, label: 'Maple Grove Child Care' }];

function answers(flags = DEFAULT_FEATURE_CONTROL) {
  let saved = { ...flags };
  return mockApi({
    'GET /api/daycare/list': () => DAYCARES,
    'GET /api/admin/featurecontrol': ({ url }) => ({ ...saved, daycareId: Number(url.searchParams.get('daycareId')) }),
    'POST /api/admin/updateFeaturecontrol': ({ body }) => {
      saved = { ...saved, ...(body as object) };
      return saved;
    },
  });
}

const switchOf = (name: string) => within(screen.getByRole('list', { name: /^Features of/ })).getByRole('switch', { name });

describe('the feature control page', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows a chosen daycare's switches and saves each change", async () => {
    const calls = answers();
    const { router } = renderPage(<FeatureControlPage />);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Daycare' }));
    fireEvent.click(await screen.findByText('Maple Grove Child Care', { selector: '.ant-select-item-option-content' }));

    await screen.findByRole('list', { name: 'Features of Maple Grove Child Care' });
    expect(router.state.location.search).toBe('?daycareId=2');
    expect(screen.getAllByRole('switch')).toHaveLength(9);
    expect(switchOf('Invoices').getAttribute('aria-checked')).toBe('true');

    fireEvent.click(switchOf('Invoices'));

    await waitFor(() => expect(switchOf('Invoices').getAttribute('aria-checked')).toBe('false'));
    const saves = calls.filter((call) => call.key === 'POST /api/admin/updateFeaturecontrol').map((call) => call.body);
    expect(saves).toEqual([{ ...DEFAULT_FEATURE_CONTROL, invoices: false, daycareId: 2 }]);
  });

  it("updates the session's switches when the daycare is the user's own", async () => {
    answers();
    const littleAcorns = DAYCARES[0];
    const { store } = renderPage(<FeatureControlPage />, { user: { ...superUser, daycare: littleAcorns, daycares: DAYCARES }, path: '/?daycareId=1' });
    await screen.findByRole('list', { name: 'Features of Little Acorns Early Learning' });
    fireEvent.click(switchOf('Messages'));
    await waitFor(() => expect(selectFeatureControl(store.getState()).messages).toBe(false));
  });

  it('asks to choose a daycare first', async () => {
    answers();
    renderPage(<FeatureControlPage />);
    expect(await screen.findByText('Choose a daycare to see its features')).toBeTruthy();
  });
});
