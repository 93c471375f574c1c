/** An answer the BFF passes on as the service wrote it, without parsing and writing it again. */
/** JSON text already written (a downstream answer passed on unchanged), standing for the answer type it holds. */
export class JsonText<T> {
  /** Phantom: never set. */
  declare readonly answer?: T;
  constructor(readonly text: string) {}
}
export const jsonTextOf = <T>(text: string) => new JsonText<T>(text);
