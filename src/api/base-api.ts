import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './base-query';

// Empty on purpose: the endpoints are generated from openapi.yaml into
// generated.gen.ts and given cache tags in index.ts.
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  endpoints: () => ({}),
});
