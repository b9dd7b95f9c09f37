import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@daycare/store';

export type FlyoutType = 'people' | 'attendance' | 'registration';
export type PeopleTab = 'children' | 'staff';

/** The flyout's state: show, type, roomId, childId, staffId, tab. */
export interface FlyoutState {
  show: boolean;
  type: FlyoutType;
  roomId: number | null;
  childId: number | null;
  staffId: number | null;
  tab: PeopleTab;
}

const closed: FlyoutState = { show: false, type: 'people', roomId: null, childId: null, staffId: null, tab: 'children' };

const flyoutSlice = createSlice({
  name: 'flyout',
  initialState: closed,
  reducers: {
    flyoutOpened(state) {
      state.show = true;
    },
    /** Closing clears child and staff, resets the tab to children and hides the panel. */
    flyoutClosed(state) {
      return { ...closed, type: state.type, roomId: state.roomId };
    },
    flyoutTypeChosen(state, action: PayloadAction<FlyoutType>) {
      state.type = action.payload;
    },
    /** Changing the room clears the selected child and staff; a room outside the ratio shows its staff. */
    flyoutRoomChosen(state, action: PayloadAction<{ roomId: number | null; inRatio: boolean }>) {
      state.roomId = action.payload.roomId;
      state.childId = null;
      state.staffId = null;
      if (action.payload.roomId !== null && !action.payload.inRatio) state.tab = 'staff';
    },
    flyoutTabChosen(state, action: PayloadAction<PeopleTab>) {
      state.tab = action.payload;
    },
    flyoutChildChosen(state, action: PayloadAction<number | null>) {
      state.childId = action.payload;
    },
    flyoutStaffChosen(state, action: PayloadAction<number | null>) {
      state.staffId = action.payload;
    },
  },
  selectors: {
    selectFlyout: (state) => state,
  },
});

declare module '@daycare/store' {
  // Declaration merging: the interface's members come from the slice.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof flyoutSlice> {}
}

// Added to the one store when the admin remote first loads.
const flyout = flyoutSlice.injectInto(rootReducer);
export const {
  flyoutOpened, flyoutClosed, flyoutTypeChosen, flyoutRoomChosen, flyoutTabChosen, flyoutChildChosen, flyoutStaffChosen,
} = flyoutSlice.actions;
export const { selectFlyout } = flyout.selectors;
