import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../api';
import { loggedOut } from '../api/auth-actions';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  /** true until the startup flow has decided whether someone is logged in */
  isLoading: boolean;
}

export const initialAuthState: AuthState = { user: null, isAuthenticated: false, isLoading: true };

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.isAuthenticated = true;
      state.isLoading = false;
    },
    userUpdated(state, action: PayloadAction<User>) {
      if (state.isAuthenticated) state.user = action.payload;
    },
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.isLoading = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.user = null;
      state.isAuthenticated = false;
      state.isLoading = false;
    });
  },
});

export const { loggedIn, userUpdated, loadingChanged } = authSlice.actions;
export const authReducer = authSlice.reducer;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.isAuthenticated;
export const selectAuthLoading = (state: WithAuth) => state.auth.isLoading;
