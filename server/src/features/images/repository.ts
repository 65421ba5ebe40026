import type { Db } from '../../db/schema';
import type { ImageFormat, ProcessedImage } from './process';

/** The stored images (0013_menu_editor.sql): one row per upload, one per width and format. */
export function createImagesRepository(db: Db) {
  return {
    async insert(
      image: { id: string; providerId: string; uploadedBy: string } & ProcessedImage,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('images')
          .values({
            id: image.id,
            provider_id: image.providerId,
            uploaded_by: image.uploadedBy,
            width: image.width,
            height: image.height,
          })
          .execute();
        await trx
          .insertInto('image_variants')
          .values(
            image.variants.map((variant) => ({
              image_id: image.id,
              width: variant.width,
              format: variant.format,
              bytes: variant.bytes,
            })),
          )
          .execute();
      });
    },

    async variant(imageId: string, width: number, format: ImageFormat): Promise<Buffer | undefined> {
      const row = await db
        .selectFrom('image_variants')
        .select('bytes')
        .where('image_id', '=', imageId)
        .where('width', '=', width)
        .where('format', '=', format)
        .executeTakeFirst();
      return row?.bytes;
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
