import { HttpResponse, http } from 'msw';
import type { Consents, User } from '../api';
import { consentsGiven, testUser } from './fixtures';
import { apiUrl } from './server';

// Reusable msw handlers for the calls most screens make.
export const getMyUserHandler = (user: User = testUser) =>
  http.get(apiUrl('/user/getMyUser'), () => HttpResponse.json({ data: user }));

export const getConsentsHandler = (consents: Consents = consentsGiven()) =>
  http.get(apiUrl('/user-consents'), () => HttpResponse.json({ data: { consents } }));

export const errorResponse = (status: number, code: string, message = 'Error') =>
  HttpResponse.json({ error: { code, message } }, { status });
