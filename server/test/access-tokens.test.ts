// The access token service remembers tokens it has verified (a client sends the same one with every
// request): what it remembers must never accept a token that a full verification would refuse.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SignJWT } from 'jose';
import { AccessTokenError, createAccessTokenService } from '../src/lib/access-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
// User ids are UUIDs: the service refuses a token naming anything else.
const USER_1 = '11111111-1111-4111-8111-111111111111';
const USER_2 = '22222222-2222-4222-8222-222222222222';

function service(ttlSeconds = 60) {
  let now = Date.parse('2026-03-02T10:00:00Z');
  const tokens = createAccessTokenService(SECRET, ttlSeconds, () => new Date(now));
  return { tokens, advanceSeconds: (seconds: number) => (now += seconds * 1000) };
}

async function refusal(verifying: Promise<unknown>): Promise<AccessTokenError> {
  const error = await verifying.then(
    () => undefined,
    (error: unknown) => error,
  );
  assert.ok(error instanceof AccessTokenError, `refused with an AccessTokenError, got ${String(error)}`);
  return error;
}

describe('access tokens', () => {
  test("a token is the one jose's SignJWT makes for the same claims, byte for byte", async () => {
    const { tokens } = service(900);
    const issuedAt = Math.floor(Date.parse('2026-03-02T10:00:00Z') / 1000);
    const byJose = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER_1)
      .setIssuer('loyalty-app')
      .setAudience('consumerApp')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 900)
      .sign(new TextEncoder().encode(SECRET));
    assert.equal(await tokens.sign(USER_1), byJose);
    // And jose (behind verify) accepts it, unlike one signed with another secret.
    assert.equal(await tokens.verify(await tokens.sign(USER_2)), USER_2);
    const other = createAccessTokenService(`${SECRET}-other`, 900, () => new Date('2026-03-02T10:00:00Z'));
    assert.equal((await refusal(tokens.verify(await other.sign(USER_1)))).expired, false);
  });

  test('a token verified once is still refused as expired when its time is up', async () => {
    const { tokens, advanceSeconds } = service(60);
    const token = await tokens.sign(USER_1);
    assert.equal(await tokens.verify(token), USER_1);
    advanceSeconds(59);
    assert.equal(await tokens.verify(token), USER_1, 'valid for its whole lifetime');
    advanceSeconds(1);
    assert.equal((await refusal(tokens.verify(token))).expired, true);
    assert.equal((await refusal(tokens.verify(token))).expired, true, 'and stays expired');
  });

  test("a verified token's look-alikes are refused: another signature, another payload", async () => {
    const { tokens } = service();
    const token = await tokens.sign(USER_1);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    assert.equal((await refusal(tokens.verify(`${header}.${payload}.${otherSignature}`))).expired, false);
    const forged = Buffer.from(JSON.stringify({ sub: USER_2, exp: 4_102_444_800 })).toString('base64url');
    assert.equal((await refusal(tokens.verify(`${header}.${forged}.${signature}`))).expired, false);
    assert.equal(await tokens.verify(token), USER_1);
  });

  test('a token signed with another secret is refused', async () => {
    const other = createAccessTokenService('another-secret-of-thirty-two-characters!!', 60, () => new Date());
    const { tokens } = service();
    assert.equal((await refusal(tokens.verify(await other.sign(USER_1)))).expired, false);
  });

  test('a validly signed token whose subject is not a user id (a UUID) is refused as invalid', async () => {
    const { tokens } = service();
    for (const subject of ['not-a-uuid', `${USER_1}0`, '', ' ']) {
      assert.equal((await refusal(tokens.verify(await tokens.sign(subject)))).expired, false, subject);
    }
  });
});
