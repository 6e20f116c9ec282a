// A write made on condition that its row is still as the work read it (outside a transaction, where nothing locks the
// row between the read and the write) found that another request changed it in between: nothing was written, and
// db.singleWrite runs the work once more in a transaction (database.ts).
export class RowChanged extends Error {
  constructor(
    readonly table: string,
    readonly id: string,
  ) {
    super(`${table} row ${id} changed between its read and its write; nothing was written`);
    this.name = 'RowChanged';
  }
}
