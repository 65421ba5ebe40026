import type { FastifyInstance } from 'fastify';
import { authHeaders, registerUser, type TestUser } from '../helper';
import { outboxMails } from './outbox';

// What the team tests share: owners and place roles written as the foundation's `owner:add` and an
// accepted invitation do, calls with any method, and the invitation links read from the mail outbox.

/** A new account that owns the deployment. */
export async function registerOwner(app: FastifyInstance, name = 'Owner Person'): Promise<TestUser> {
  const user = await registerUser(app, { name });
  await app.db.insertInto('owners').values({ user_id: user.userId }).execute();
  return user;
}

/** A new account with a role at the place. */
export async function registerMember(
  app: FastifyInstance,
  providerId: string,
  role: 'staff' | 'manager',
  fields: { name?: string; email?: string } = {},
): Promise<TestUser> {
  const user = await registerUser(app, { name: fields.name ?? `A ${role}`, email: fields.email });
  await app.db
    .insertInto('staff_memberships')
    .values({ user_id: user.userId, provider_id: providerId, role })
    .execute();
  return user;
}

export function teamCall(
  app: FastifyInstance,
  user: Pick<TestUser, 'accessToken'> | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: user ? authHeaders(user.accessToken) : {},
    ...(payload ? { payload } : {}),
  });
}

/** Every mail to `to` in the outbox, oldest first. */
export async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  return (await outboxMails(dataDir)).filter((mail) =>
    mail.toLowerCase().includes(`to: ${to.toLowerCase()}`),
  );
}

/** The token of the newest invitation link mailed to `to` (the mail is written before the answer). */
export async function invitationToken(dataDir: string, to: string): Promise<string> {
  const mails = await mailsTo(dataDir, to);
  const link = /\/invite\/([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1] ?? '');
  if (!link?.[1]) throw new Error(`no invitation mailed to ${to}`);
  return link[1];
}
