import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { authHeaders, buildTestApp, errorOf, type TestApp, type TestUser } from './helper';
import { createBackOfficeActors } from './support/back-office';
import { OLIVERA } from './support/checkout';

// Photo uploads (openapi/images.yaml): real images made with sharp here, the bytes sniffed (never the
// header), re-encoded and served by Accept.

const picture = (format: 'png' | 'jpeg' | 'webp', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('image uploads', () => {
  let t: TestApp;
  let manager: TestUser;

  before(async () => {
    t = await buildTestApp();
    ({ manager } = await createBackOfficeActors(t.app));
  });
  after(() => t.close());

  const upload = (body: Buffer, contentType: string, place = OLIVERA) =>
    t.app.inject({
      method: 'POST',
      url: `/api/manage/places/${place}/images`,
      headers: { ...authHeaders(manager.accessToken), 'content-type': contentType },
      payload: body,
    });
  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a PNG at 800 and 320 pixels and serves AVIF, WebP or JPEG by Accept, cached for good', async () => {
    const response = await upload(await picture('png'), 'image/png');
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json();
    assert.equal(data.url, `/api/images/${data.imageId}`);
    assert.deepEqual([data.width, data.height], [800, 600]);

    for (const [accept, format, mime] of [
      ['image/avif,image/webp,*/*', 'heif', 'image/avif'],
      ['image/webp,*/*', 'webp', 'image/webp'],
      ['*/*', 'jpeg', 'image/jpeg'],
    ] as const) {
      const image = await t.app.inject({ url: data.url, headers: { accept } });
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], mime);
      assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(image.headers.vary, 'Accept');
      const meta = await sharp(image.rawPayload).metadata();
      assert.equal(meta.format, format);
      assert.equal(meta.width, 800);
    }
    const small = await t.app.inject({ url: `${data.url}?width=320`, headers: { accept: 'image/webp' } });
    assert.equal((await sharp(small.rawPayload).metadata()).width, 320);
  });

  it('takes a JPEG sent as application/octet-stream, and never enlarges a small one', async () => {
    const response = await upload(await picture('jpeg', 200, 100), 'application/octet-stream');
    assert.equal(response.statusCode, 201, response.body);
    const { data } = response.json();
    assert.deepEqual([data.width, data.height], [200, 100]);
    const image = await t.app.inject({ url: `${data.url}?width=320`, headers: { accept: 'image/webp' } });
    assert.equal((await sharp(image.rawPayload).metadata()).width, 200);
  });

  it('refuses a fake image (text called PNG, a PNG header on garbage, a GIF) and stores nothing', async () => {
    const before = await count();
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const fakes: [Buffer, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/png'],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
        'image/png',
      ],
      [gif, 'image/jpeg'],
    ];
    for (const [bytes, type] of fakes) {
      const response = await upload(bytes, type);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(errorOf(response).fields, [
        { field: 'body', message: 'must be a JPEG, PNG, WebP or AVIF image' },
      ]);
    }
    assert.equal(await count(), before);
  });

  it('refuses more than 5 MB with 413, another content type with 415, and a place the manager does not run with 403', async () => {
    const before = await count();
    const huge = Buffer.concat([await picture('png', 10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    assert.equal((await upload(huge, 'image/png')).statusCode, 413);
    assert.equal((await upload(await picture('png', 10, 10), 'image/gif')).statusCode, 415);
    assert.equal(
      (await upload(await picture('png', 10, 10), 'image/png', '00000000-0000-4000-8000-000000000000'))
        .statusCode,
      // An unknown place is not one the manager runs: the role guard answers before anything is read.
      403,
    );
    assert.equal(await count(), before);
  });

  it('does not let bytes reach an operation that takes JSON (415)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...authHeaders(manager.accessToken), 'content-type': 'application/octet-stream' },
      payload: Buffer.from('{"message":"hi"}'),
    });
    assert.equal(response.statusCode, 415);
  });

  it('answers 404 for an unknown image and 400 for a width it does not offer', async () => {
    assert.equal(
      (await t.app.inject({ url: '/api/images/00000000-0000-4000-8000-000000000000' })).statusCode,
      404,
    );
    const { data } = (await upload(await picture('webp', 400, 400), 'image/webp')).json();
    assert.equal((await t.app.inject({ url: `${data.url}?width=500` })).statusCode, 400);
  });
});
