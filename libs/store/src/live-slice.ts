import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The live connection's states. */
export type LiveConnectionState = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

export interface LiveState {
  connection: LiveConnectionState;
  /** The banner that says live updates are paused (a disconnect raises it). */
  bannerShown: boolean;
  /** Raised to have the connection stopped and started again, e.g. after a change of centre. */
  reconnectRequested: boolean;
  /** Counts the requests to compare the app's version with the server's, e.g. after a reconnect. */
  versionChecks: number;
}

const initialState: LiveState = { connection: 'Disconnected', bannerShown: false, reconnectRequested: false, versionChecks: 0 };

export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    liveConnectionChanged(state, action: PayloadAction<LiveConnectionState>) {
      state.connection = action.payload;
      if (action.payload === 'Connected') state.bannerShown = false;
    },
    liveBannerRaised(state) {
      state.bannerShown = true;
    },
    liveReconnectRequested(state) {
      state.reconnectRequested = true;
    },
    liveReconnectStarted(state) {
      state.reconnectRequested = false;
    },
    versionCheckRequested(state) {
      state.versionChecks += 1;
    },
  },
  selectors: {
    selectLiveConnection: (state) => state.connection,
    selectLiveBannerShown: (state) => state.bannerShown,
    selectLiveReconnectRequested: (state) => state.reconnectRequested,
    selectVersionChecks: (state) => state.versionChecks,
  },
});

export const { liveConnectionChanged, liveBannerRaised, liveReconnectRequested, liveReconnectStarted, versionCheckRequested } = liveSlice.actions;
export const { selectLiveConnection, selectLiveBannerShown, selectLiveReconnectRequested, selectVersionChecks } = liveSlice.selectors;
