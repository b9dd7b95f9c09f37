import { screen } from '@testing-library/react';
import { director, staff, superUser } from '@daycare/shared-features/testing';
import routes from '../../routes';
import { renderPage } from '../../testing';
import { RemoteFrame } from './remote-frame';

describe('the admin pages frame', () => {
  it('names the desk for its reader: a director, an educator, operations staff', () => {
    const { unmount } = renderPage(<RemoteFrame><h1>Children</h1></RemoteFrame>, { user: director });
    expect(screen.getByText("Director's desk")).toBeTruthy();
    unmount();
    const again = renderPage(<RemoteFrame><h1>Children</h1></RemoteFrame>, { user: staff });
    expect(screen.getByText('Staff desk')).toBeTruthy();
    expect(screen.queryByText("Director's desk")).toBeNull();
    again.unmount();
    renderPage(<RemoteFrame><h1>Children</h1></RemoteFrame>, { user: superUser });
    expect(screen.getByText('Operations in a centre')).toBeTruthy();
  });

  it("speaks to the director on the families' waiting lists page, not to a parent", async () => {
    const WaitingLists = routes['/waitinglist/dashboard'];
    renderPage(<WaitingLists />, { user: director, path: '/waitinglist/dashboard' });
    expect(await screen.findByText('The families waiting for a place at your centre, child by child, and the registrations they sent.')).toBeTruthy();
    expect(screen.queryByText(/Your places/)).toBeNull();
  });
});
