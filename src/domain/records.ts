/** What every stored record carries (docs/api.md, "Records"): an id made on a device or the server, a version, times. */
export interface Stamped {
  _id: string;
  /** +1 on every write; sent back as If-Match. */
  version: number;
  createdAt: string;
  updatedAt: string;
}
