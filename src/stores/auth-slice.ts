import { createSlice } from '@reduxjs/toolkit';
import { api, type User } from '../api';
import { loggedOut } from '../api/auth-actions';

// The auth state of SPEC section 4. The user is a copy of the getMyUser query's answer and
// is written nowhere else: a mutation that invalidates the `Me` tag (addPassword,
// updateMyProfile, ...) refetches it, and every screen that reads the user follows. Read it
// with hooks/use-current-user, which also keeps the query subscribed.
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** true until the startup flow has decided whether someone is signed in */
  isLoading: boolean;
}

export const initialAuthState: AuthState = { user: null, isAuthenticated: false, isLoading: true };

function signOut(state: AuthState) {
  state.user = null;
  state.isAuthenticated = false;
  state.isLoading = false;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, signOut)
      .addMatcher(api.endpoints.getMyUser.matchFulfilled, (state, { payload }) => {
        state.user = payload.data;
        state.isAuthenticated = true;
        state.isLoading = false;
      })
      .addMatcher(api.endpoints.getMyUser.matchRejected, (state, action) => {
        // Not sent because the same request was already running.
        if (action.meta.condition) return;
        // Loading the user is how a session starts: if that fails, there is none. A signed-in
        // user whose refetch fails (offline, a 5xx) stays signed in; a refused token refresh
        // ends the session through loggedOut.
        if (!state.user) signOut(state);
      });
  },
});

export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
