/**
 * A shell's `DraftStore.save` rejects with this when it kept the draft's text but not the pictures
 * waiting to upload (the web admin's localStorage holds a few MB; a picture may hold 10): the editor
 * then says exactly that, rather than that nothing was kept (docs/messages.md, "Admin screens").
 */
export class DraftImagesNotKeptError extends Error {
  constructor(
    /** How many waiting pictures were left out. */
    readonly images: number,
    options?: ErrorOptions,
  ) {
    super(`The draft's text was kept without its ${images} waiting picture(s).`, options);
    this.name = 'DraftImagesNotKeptError';
  }
}
