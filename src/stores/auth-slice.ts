import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { api, type User } from '../api';
import { loggedOut } from '../api/auth-actions';

/** Why a stored session could not be restored yet: no network, or the service failing (a 5xx). */
export type SessionOutage = 'offline' | 'unavailable';

// The auth state of SPEC section 4. The user is a copy of the getMyUser query's answer and
// is written nowhere else: a mutation that invalidates the `Me` tag (addPassword,
// updateMyProfile, ...) refetches it, and every screen that reads the user follows. Read it
// with hooks/use-current-user, which also keeps the query subscribed.
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /**
   * true until the startup flow has decided whether someone is signed in, and while an
   * outage keeps a stored session from being restored (tokens kept, retried).
   */
  isLoading: boolean;
  /** Set while the stored session cannot be restored because of an outage; null otherwise. */
  outage: SessionOutage | null;
  /** Failed restore attempts in a row during an outage (the retry backoff grows with it). */
  failedRestores: number;
}

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  isLoading: true,
  outage: null,
  failedRestores: 0,
};

function signOut(state: AuthState) {
  state.user = null;
  state.isAuthenticated = false;
  state.isLoading = false;
  state.outage = null;
  state.failedRestores = 0;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The stored session could not be restored for a reason that is not the session's: kept and retried. */
    sessionRestoreInterrupted(state, { payload }: PayloadAction<SessionOutage>) {
      if (state.user) return;
      state.isLoading = true;
      state.outage = payload;
      state.failedRestores += 1;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, signOut)
      .addMatcher(api.endpoints.getMyUser.matchFulfilled, (state, { payload }) => {
        state.user = payload.data;
        state.isAuthenticated = true;
        state.isLoading = false;
        state.outage = null;
        state.failedRestores = 0;
      });
    // A failed getMyUser changes nothing here: stores/session.ts decides whether it ends the
    // session (the server refused it) or is an outage (the tokens stay; sessionRestoreInterrupted).
  },
});

export const { sessionRestoreInterrupted } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
