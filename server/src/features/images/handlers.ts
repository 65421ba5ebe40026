import { randomUUID } from 'node:crypto';
import type { Handlers } from '../../api/handler';
import { badRequest, notFound } from '../../lib/errors';
import { callerId } from '../../plugins/authentication';
import { formatFor, processImage } from './process';
import type { ImagesRepository } from './repository';

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

export function createImagesHandlers(deps: {
  repository: ImagesRepository;
  placeExists: (providerId: string) => Promise<boolean>;
}): Handlers<'uploadImage' | 'getImage'> {
  return {
    async uploadImage(request, reply) {
      const { providerId } = request.params;
      const bytes: unknown = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0)
        throw badRequest('Send the image as the body', [{ field: 'body', message: 'must be the image' }]);
      if (!(await deps.placeExists(providerId))) throw notFound('Provider not found');
      const image = await processImage(bytes);
      const id = randomUUID();
      await deps.repository.insert({ id, providerId, uploadedBy: callerId(request), ...image });
      reply.code(201);
      return { data: { imageId: id, url: `/api/images/${id}`, width: image.width, height: image.height } };
    },

    async getImage(request, reply) {
      const format = formatFor(request.headers.accept);
      const bytes = await deps.repository.variant(request.params.imageId, request.query.width ?? 800, format);
      if (!bytes) throw notFound('Image not found');
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .send(bytes);
    },
  };
}
